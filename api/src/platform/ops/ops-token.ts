import { createMiddleware } from 'hono/factory';
import { notFound, unauthorized } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { tokenMatches } from '../metrics/metrics-routes.js';

export const OPS_TOKEN_REQUIRED = 'A valid ops token is required.';

/**
 * The ops calls need `Authorization: Bearer <OPS_TOKEN>`. Without OPS_TOKEN set there is no ops page at
 * all: every ops call answers 404, as if it did not exist.
 */
export function requireOpsToken(token: string | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (token === null) throw notFound();
    if (!tokenMatches(c.req.header('Authorization'), token)) {
      throw unauthorized(OPS_TOKEN_REQUIRED, { challenge: 'Bearer realm="ops"' });
    }
    await next();
  });
}
