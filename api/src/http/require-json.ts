import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';

/** For routes with a JSON body: anything else is 415, rather than silently validating an empty body. */
export const requireJson = createMiddleware(async (c, next) => {
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  await next();
});
