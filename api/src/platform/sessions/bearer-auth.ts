import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../deps.js';
import { unauthorized } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { requestHeader } from '../http/node-messages.js';
import { findActiveSession } from './sessions.js';
import type { ActiveSession } from './sessions.js';

export interface AuthEnv {
  Variables: AppEnv['Variables'] & { session: ActiveSession };
}

function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? null;
}

/** The one answer to a bearer token that names no live session (or a user who is gone). */
export const invalidTokenError = () => unauthorized('Invalid or expired token.');

/** The caller's session from `Authorization: Bearer <token>`, or null for visitors and dead tokens. */
export async function optionalSession(
  { prisma, sessionCache, now }: AppDeps,
  authorization: string | undefined,
): Promise<ActiveSession | null> {
  const token = bearerToken(authorization);
  return token ? findActiveSession(prisma, sessionCache, token, now()) : null;
}

/** Lets only signed-in callers through, with their session in `c.get('session')`. */
export function requireSession(deps: AppDeps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(requestHeader(c, 'authorization'));
    if (!token) throw unauthorized('Authentication required.');
    const session = await findActiveSession(deps.prisma, deps.sessionCache, token, deps.now());
    if (!session) throw invalidTokenError();
    c.set('session', session);
    await next();
  });
}
