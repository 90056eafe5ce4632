import { createHmac, hash, timingSafeEqual } from 'node:crypto';

/*
 * Between the password and the authenticator code, the browser holds a challenge: the account, an expiry
 * and a MAC under the app secret over both and the account's password hash. Nothing is stored; a new
 * password ends every challenge made before it, and tries at the code are rate-limited per account
 * (second-factor.ts), so holding a challenge gives no more guesses.
 */

export const challengeLifetimeMs = 10 * 60 * 1000;

const macKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('platform two-factor challenge v1').digest();

const mac = (appSecret: string, userId: string, expiresAt: number, passwordHash: string | null) =>
  createHmac('sha256', macKey(appSecret))
    .update(`${userId}.${expiresAt}.${hash('sha256', passwordHash ?? '', 'hex')}`)
    .digest('base64url');

export function issueChallenge(
  appSecret: string,
  user: { id: string; passwordHash: string | null },
  now: Date,
): string {
  const expiresAt = now.getTime() + challengeLifetimeMs;
  return `${user.id}.${expiresAt}.${mac(appSecret, user.id, expiresAt, user.passwordHash)}`;
}

/** The account a challenge names, if it is well-formed; `challengeHolds` then checks it against the account. */
export function challengedUserId(challenge: string): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{13})\.[\w-]{43}$/.exec(challenge);
  return match?.[1] ?? null;
}

export function challengeHolds(
  appSecret: string,
  challenge: string,
  user: { id: string; passwordHash: string | null },
  now: Date,
): boolean {
  const [userId, expires, given = ''] = challenge.split('.');
  const expiresAt = Number(expires);
  if (userId !== user.id || !Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return false;
  const expected = Buffer.from(mac(appSecret, user.id, expiresAt, user.passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
