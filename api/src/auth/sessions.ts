import { hash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@platform/prisma';
import type { SessionCache } from './session-cache.js';

/*
 * Bearer tokens are opaque: 32 random bytes, base64url. Only their SHA-256 is stored, so reading the
 * database does not give anyone a usable token. A session lasts 30 days and ends early when revoked.
 * Lookups go through the process's SessionCache; every revocation here forgets what it ends there at once,
 * and the sessions table's trigger tells the other API processes (session-notifications.ts).
 */

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => hash('sha256', token, 'hex');

/** The client or a transaction of it, so sessions can change together with what causes the change. */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface ActiveSession {
  sessionId: string;
  userId: string;
}

/** Starts a session for the user and returns its token, which is never stored as such. */
export async function startSession(prisma: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.session.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + sessionLifetimeMs) },
  });
  return token;
}

export async function findActiveSession(
  prisma: PrismaClient,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached) return cached.expiresAt <= now ? null : { sessionId: cached.sessionId, userId: cached.userId };
  const mark = cache.mark();
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, expiresAt: true, revokedAt: true },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  const active = { sessionId: session.id, userId: session.userId };
  cache.keep(tokenHash, { ...active, expiresAt: session.expiresAt }, mark);
  return active;
}

export async function revokeSession(
  prisma: PrismaClient,
  cache: SessionCache,
  sessionId: string,
  now: Date,
): Promise<void> {
  await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
  cache.forgetSession(sessionId);
}

/**
 * Ends every session of the user: after a password reset, or when someone else's password is dropped.
 * Inside a transaction this process forgets them before the commit; a lookup of this process slipping in
 * before the commit on PostgreSQL is forgotten again by the trigger's notification once it commits.
 */
export async function revokeAllSessions(
  db: Db,
  cache: SessionCache,
  userId: string,
  now: Date,
): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  cache.forgetUser(userId);
}
