import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import { headerLines } from './answer-response.js';
import { withAnswerHeaders } from './node-messages.js';
import { overHttps } from './over-https.js';

/**
 * Secure headers for every answer. The CSP allows what the shell needs: federated remotes are scripts
 * from the same origin (`/remotes/...`), CSS Modules inject <style> tags, images may be data:/blob: URLs.
 * Frames may show blob: URLs only: the PDF preview of a file, whose bytes the page fetched from our own
 * download route with the bearer token (a blob: URL belongs to the origin that made it, and only our
 * same-origin scripts run); nothing from another site can be framed, and objects/embeds stay off.
 * No page is ever framed (CSP frame-ancestors and X-Frame-Options agree), no page uses the camera, the
 * microphone, the location or payment APIs, and HSTS is only sent where it means something: over HTTPS.
 * The same on every answer, so written out once here (Hono's secureHeaders with these options gave
 * exactly these) and sent the cheap way (node-messages.ts, answer-response.ts).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const everyAnswer = [
  ['Content-Security-Policy', contentSecurityPolicy],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
] as const;

/** Over HTTPS, HSTS too, for half a year (the usual lifetime). */
const overHttpsToo = [
  ...everyAnswer,
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
] as const;

const everyAnswerLines = headerLines(everyAnswer);
const overHttpsTooLines = headerLines(overHttpsToo);

export const securityHeaders = () =>
  createMiddleware<BlankEnv>((c, next) =>
    overHttps(c)
      ? withAnswerHeaders(c, overHttpsToo, overHttpsTooLines, next)
      : withAnswerHeaders(c, everyAnswer, everyAnswerLines, next),
  );
