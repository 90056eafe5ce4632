import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The public form token of the spec: a short-lived, HMAC-signed value that public forms (login,
 * registration, contact...) must present, so only pages served by us can post them. Stateless, so any
 * API process behind a load balancer accepts it.
 * Format: `<expires at, unix seconds>.<random nonce>.<HMAC-SHA256 of both>`, all base64url/decimal.
 */

export const formTokenLifetimeMs = 2 * 60 * 60 * 1000;

/** A key of its own for form tokens, so a signature made here is valid nowhere else. */
function signingKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('platform form token v1').digest();
}

function sign(appSecret: string, payload: string): Buffer {
  return createHmac('sha256', signingKey(appSecret)).update(payload).digest();
}

export function issueFormToken(appSecret: string, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + formTokenLifetimeMs) / 1000);
  const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(appSecret, payload).toString('base64url')}`;
}

export function isValidFormToken(appSecret: string, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const [, expiresAt, nonce, signature] = match;
  const expected = sign(appSecret, `${expiresAt}.${nonce}`);
  const actual = Buffer.from(signature ?? '', 'base64url');
  return (
    actual.length === expected.length &&
    timingSafeEqual(actual, expected) &&
    Number(expiresAt) * 1000 > now.getTime()
  );
}
