import { createMiddleware } from 'hono/factory';
import type { PrismaClient } from '@platform/prisma';
import { clientIp } from './client-ip.js';
import { RateLimiter } from './rate-limiter.js';

/** What a request limits itself with: the app's one limiter and the caller's address. */
export interface RequestLimits {
  limiter: RateLimiter;
  /** The caller's address as the limits see it (client-ip.ts). */
  ip: string;
}

/** Puts the app's limiter and the caller's address on every request, as `c.var.limits`. */
export function requestLimits(deps: { prisma: PrismaClient; now: () => Date; trustProxy: boolean }) {
  const limiter = new RateLimiter(deps.prisma, deps.now);
  // Not an async function: a layer that only passes the request on costs no promise of its own.
  return createMiddleware<{ Variables: { limits: RequestLimits } }>((c, next) => {
    c.set('limits', { limiter, ip: clientIp(c, deps.trustProxy) });
    return next();
  });
}
