import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { clientIp } from './client-ip.js';
import { RateLimiter } from './rate-limiter.js';

/** What a request limits itself with: the app's one limiter and the caller's address. */
export interface RequestLimits {
  limiter: RateLimiter;
  /** The caller's address as the limits see it (client-ip.ts). */
  ip: string;
}

/** Puts the app's limiter and the caller's address on every request, as `c.var.limits`. */
export function requestLimits(deps: Pick<AppDeps, 'prisma' | 'now' | 'trustProxy'>) {
  const limiter = new RateLimiter(deps.prisma, deps.now);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('limits', { limiter, ip: clientIp(c, deps.trustProxy) });
    await next();
  });
}
