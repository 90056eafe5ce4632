import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { notFound, unauthorized } from '../http/api-error.js';
import { directFromThisMachine } from '../http/loopback.js';
import type { Metrics } from './metrics.js';

/** Whether `given` is the bearer token `expected`, compared in constant time. */
export function tokenMatches(authorization: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus text format. With METRICS_TOKEN set, the scraper sends it as a bearer token;
 * without it, only this machine may scrape, directly (a request that came through a proxy, which
 * says so in X-Forwarded-For, Forwarded or X-Real-IP, is refused even from loopback). Anyone else gets a plain 404.
 */
export function metricsRoutes(metrics: Metrics, token: string | null) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    if (token !== null) {
      if (!tokenMatches(c.req.header('Authorization'), token)) {
        throw unauthorized('A valid metrics token is required.', { challenge: 'Bearer realm="metrics"' });
      }
    } else {
      if (!directFromThisMachine(c)) throw notFound();
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
