import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../http/api-error.js';
import { isValidFormToken } from './form-token.js';

const invalid = 'Invalid or expired form token.';

/** The refusal of a missing or stale form token; it names `formToken`, so the client fetches a new one. */
export const invalidFormTokenError = () =>
  unauthorized(invalid, { errors: { formToken: invalid }, challenge: 'Bearer realm="form"' });

/**
 * Guards the public form calls: the form token goes in `Authorization`, as the raw value (what the
 * spec's front end sends) or as `Bearer <token>`. The failure names the `formToken` field, which tells
 * the shared API client to fetch a fresh token and retry once.
 */
export function requireFormToken({ appSecret, now }: AppDeps) {
  return createMiddleware<BlankEnv>(async (c, next) => {
    const token = (c.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!isValidFormToken(appSecret, token, now())) {
      throw invalidFormTokenError();
    }
    await next();
  });
}
