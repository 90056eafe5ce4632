import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error.js';
import type { AppEnv, Logger } from './app-env.js';

/** The one place errors become answers: `{ message, errors? }` with the status the error carries. */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
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
