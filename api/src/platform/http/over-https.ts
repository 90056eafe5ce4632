import type { Context } from 'hono';
import { requestHeader } from './node-messages.js';

/**
 * Whether the browser reached us over HTTPS. Behind a TLS-terminating proxy the request itself is plain
 * HTTP, and the proxy says what the browser used. A client claiming it without a proxy only changes
 * what it is told itself (a Secure cookie, an HSTS header).
 */
export function overHttps(c: Context): boolean {
  const forwarded = requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded !== undefined ? forwarded === 'https' : c.req.url.startsWith('https:');
}
