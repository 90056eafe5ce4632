import type { Context } from 'hono';

/**
 * Whether the browser reached us over HTTPS. Behind a TLS-terminating proxy the request itself is plain
 * HTTP, and the proxy says what the browser used. A client claiming it without a proxy only changes
 * what it is told itself (a Secure cookie, an HSTS header).
 */
export function overHttps(c: Context): boolean {
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}
