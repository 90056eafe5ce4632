import { createMiddleware } from 'hono/factory';
import type { AppEnv, Logger } from './app-env.js';

/** One line per request: method, path, status, duration and request id (also sent as X-Request-Id). */
export function requestLog(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${c.get('requestId')}`);
  });
}
