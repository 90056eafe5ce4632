import { Prisma } from '@platform/prisma';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../errors/domain-errors.js';
import { ApiError } from './api-error.js';
import type { AppEnv, Logger } from './app-env.js';

/** The status of each kind of refusal that data access and the product's rules throw (errors/domain-errors.ts). */
const domainStatus: Record<DomainError['kind'], ContentfulStatusCode> = {
  'not-found': 404,
  conflict: 409,
  refused: 403,
  invalid: 422,
};

/**
 * What the database says when two requests changed the same thing at once and one lost: a unique row made
 * twice (P2002), a row pointing at one deleted meanwhile (P2003), a transaction that could not be serialized
 * or deadlocked (P2034), or a row gone between the check and the change (P2025). Each place that can expect
 * it answers in its own words; this is the answer everywhere else, never a 500.
 */
const tryAgain = {
  status: 409,
  message: 'This was changed at the same moment by another request. Please try again.',
} as const;

const lostRaceAnswers: Record<string, { status: ContentfulStatusCode; message: string }> = {
  P2002: tryAgain,
  P2003: tryAgain,
  P2034: tryAgain,
  P2025: { status: 404, message: 'Not found.' },
};

const lostRace = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError ? lostRaceAnswers[error.code] : undefined;

/** The one place errors become answers: `{ message, errors? }` with the status the error carries or its kind means. */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof DomainError) {
      return c.json(
        { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
        domainStatus[error.kind],
      );
    }
    if (error instanceof ApiError) {
      return c.json(
        { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
        error.status,
        error.headers,
      );
    }
    const race = lostRace(error);
    if (race) {
      log(`${c.req.method} ${c.req.path} lost a race (request ${c.get('requestId')}): ${String(error)}`);
      return c.json({ message: race.message }, race.status);
    }
    // Hono's own rejections of bad input, e.g. 400 "Malformed JSON in request body".
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    log(
      `${c.req.method} ${c.req.path} failed (request ${c.get('requestId')}): ${error.stack ?? String(error)}`,
    );
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  };
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => c.json({ message: 'Not found.' }, 404);
