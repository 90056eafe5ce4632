import { hash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@platform/prisma';
import type { CachedSession, SessionCache } from './session-cache.js';

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

/** What Settings shows of where a session was started. */
export interface SessionDevice {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

/** Starts a session for the user and returns its token, which is never stored as such. */
export async function startSession(
  prisma: Db,
  userId: string,
  now: Date,
  device: SessionDevice = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      lastSeenAt: now,
      userAgent: device.userAgent?.slice(0, 300) ?? null,
      ipAddress: device.ipAddress ?? null,
    },
  });
  return token;
}

/** How stale a session's "last seen" may get: it is written on a lookup from the database at most this often. */
const lastSeenEveryMs = 60_000;

export async function findActiveSession(
  prisma: PrismaClient,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const session =
    cache.get(tokenHash) ??
    (await cache.lookUpOnce(tokenHash, (mark) => readSession(prisma, cache, tokenHash, now, mark)));
  if (!session || session.expiresAt <= now) return null;
  return { sessionId: session.sessionId, userId: session.userId };
}

/**
 * A session read from the database (null: none, or ended), marked seen if it was not for a minute, and kept
 * unless a session ended since `mark`. Each caller checks the expiry by its own clock (findActiveSession).
 */
async function readSession(
  prisma: PrismaClient,
  cache: SessionCache,
  tokenHash: string,
  now: Date,
  mark: number,
): Promise<CachedSession | null> {
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: { id: true, userId: true, expiresAt: true, revokedAt: true, lastSeenAt: true },
  });
  if (!session || session.revokedAt) return null;
  const found = { sessionId: session.id, userId: session.userId, expiresAt: session.expiresAt };
  if (session.expiresAt <= now) return found;
  // The cache keeps a lookup a minute at most, so a session in use is read, and marked seen, about that often.
  if (now.getTime() - session.lastSeenAt.getTime() >= lastSeenEveryMs) {
    await prisma.session.updateMany({
      where: { id: session.id, revokedAt: null },
      data: { lastSeenAt: now },
    });
  }
  cache.keep(tokenHash, found, mark);
  return found;
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

/** Ends the user's other sessions (a new password, "End all others"); the one in use stays. */
export async function revokeOtherSessions(
  db: Db,
  cache: SessionCache,
  userId: string,
  keptSessionId: string,
  now: Date,
): Promise<number> {
  const ended = await db.session.updateMany({
    where: { userId, revokedAt: null, id: { not: keptSessionId }, expiresAt: { gt: now } },
    data: { revokedAt: now },
  });
  cache.forgetUser(userId);
  return ended.count;
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
