/*
 * The short-lived per-e-mail entry the spec keeps after a service request (entities). We use it to
 * offer that address on the requests page, so a visitor can check on what they just sent.
 */

const KEY_PREFIX = 'serviceRequest:';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

export function rememberRequest(email: string, now = Date.now()): void {
  window.localStorage.setItem(`${KEY_PREFIX}${email.toLowerCase()}`, String(now + LIFETIME_MS));
}

/** The e-mail of the latest request still remembered, or null; forgets expired entries on the way. */
export function recentRequestEmail(now = Date.now()): string | null {
  let latest: { email: string; expiresAt: number } | null = null;
  for (const key of Object.keys(window.localStorage)) {
    if (!key.startsWith(KEY_PREFIX)) continue;
    const expiresAt = Number(window.localStorage.getItem(key));
    if (!(expiresAt > now)) {
      window.localStorage.removeItem(key);
    } else if (!latest || expiresAt > latest.expiresAt) {
      latest = { email: key.slice(KEY_PREFIX.length), expiresAt };
    }
  }
  return latest?.email ?? null;
}
