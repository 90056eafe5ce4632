import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@platform/prisma';
import type { Db } from '../../platform/sessions/sessions.js';

/*
 * The six-digit e-mail code: valid 10 minutes, at most 5 tries, then a new one is needed. At rest it is
 * an HMAC under the app secret (and the user id): a plain hash of one of a million codes is undone in
 * a blink, a keyed one is not without the secret.
 */

export const codeLifetimeMs = 10 * 60 * 1000;
export const maxCodeTries = 5;

const codeKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('platform e-mail code v1').digest();

const hashCode = (appSecret: string, userId: string, code: string) =>
  createHmac('sha256', codeKey(appSecret)).update(`${userId}:${code}`).digest('hex');

/** Makes a new code for the user, replacing any earlier one, and returns it (it is stored hashed only). */
export async function issueCode(db: Db, appSecret: string, userId: string, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const data = {
    codeHash: hashCode(appSecret, userId, code),
    expiresAt: new Date(now.getTime() + codeLifetimeMs),
    failedAttempts: 0,
    createdAt: now,
  };
  await db.emailVerification.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return code;
}

export type CodeCheck =
  | { result: 'right' }
  | { result: 'wrong'; triesLeft: number }
  | { result: 'expired' }
  | { result: 'used-up' }
  | { result: 'none' };

/**
 * Checks a code. Each try is counted before the comparison, by a conditional update, so parallel
 * guesses cannot get more than the allowed tries between them. A right code is not consumed here: the
 * caller deletes it in the transaction that verifies the address.
 */
export async function checkCode(
  prisma: PrismaClient,
  appSecret: string,
  userId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const pending = await prisma.emailVerification.findUnique({ where: { userId } });
  if (!pending) return { result: 'none' };
  if (pending.expiresAt <= now) return { result: 'expired' };
  const counted = await prisma.emailVerification.updateMany({
    where: { userId, codeHash: pending.codeHash, failedAttempts: { lt: maxCodeTries } },
    data: { failedAttempts: { increment: 1 } },
  });
  if (counted.count === 0) return { result: 'used-up' };
  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(hashCode(appSecret, userId, code), 'hex');
  if (timingSafeEqual(actual, expected)) return { result: 'right' };
  return { result: 'wrong', triesLeft: maxCodeTries - pending.failedAttempts - 1 };
}
