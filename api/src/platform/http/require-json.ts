import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import { ApiError } from './api-error.js';

/** For routes with a JSON body: anything else is 415, rather than silently validating an empty body. */
export const requireJson = createMiddleware<BlankEnv>(async (c, next) => {
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).');
  }
  await next();
});

/** For routes whose JSON body may be left out (an approval's comment): a body that is sent must be JSON. */
export const requireJsonWhenSent = createMiddleware<BlankEnv>(async (c, next) => {
  if (c.req.header('Content-Type') === undefined) return next();
  return requireJson(c, next);
});
