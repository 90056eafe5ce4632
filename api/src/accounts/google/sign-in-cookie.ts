import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { SignInChecks } from './google-sign-in.js';

/*
 * Between leaving for Google and coming back, the browser holds the sign-in's state, nonce and PKCE
 * verifier in an HttpOnly cookie signed with the app secret: stateless, so any API process can finish a
 * sign-in another one started. SameSite=Lax, because the return is a top-level navigation from Google.
 */

const cookieName = 'google_sign_in';
const cookiePath = '/api/google-login';
export const signInLifetimeMs = 10 * 60 * 1000;

interface StoredChecks extends SignInChecks {
  expiresAt: number;
}

/** A key of its own, so this signature is valid for nothing else signed with the app secret. */
const cookieKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('platform google sign-in v1').digest();

const isStoredChecks = (value: unknown): value is StoredChecks => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.state === 'string' &&
    typeof record.nonce === 'string' &&
    typeof record.codeVerifier === 'string' &&
    typeof record.expiresAt === 'number'
  );
};

/** `secure` when the site is served over HTTPS (decided by PUBLIC_URL: a proxy may end TLS before us). */
export async function keepSignInChecks(
  c: Context,
  { appSecret, secure }: { appSecret: string; secure: boolean },
  checks: SignInChecks,
  now: Date,
): Promise<void> {
  const stored: StoredChecks = { ...checks, expiresAt: now.getTime() + signInLifetimeMs };
  await setSignedCookie(c, cookieName, JSON.stringify(stored), cookieKey(appSecret), {
    path: cookiePath,
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    maxAge: signInLifetimeMs / 1000,
  });
}

/** The checks of the sign-in under way, once: the cookie is deleted. Null when missing, forged or stale. */
export async function takeSignInChecks(
  c: Context,
  appSecret: string,
  now: Date,
): Promise<SignInChecks | null> {
  const value = await getSignedCookie(c, cookieKey(appSecret), cookieName);
  deleteCookie(c, cookieName, { path: cookiePath });
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isStoredChecks(parsed) || parsed.expiresAt <= now.getTime()) return null;
  const { state, nonce, codeVerifier } = parsed;
  return { state, nonce, codeVerifier };
}
