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
