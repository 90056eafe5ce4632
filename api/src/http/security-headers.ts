import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { overHttps } from './over-https.js';

/** Half a year, the usual HSTS lifetime. */
const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

/**
 * Secure headers for every answer. The CSP allows what the shell needs: federated remotes are scripts
 * from the same origin (`/remotes/...`), CSS Modules inject <style> tags, images may be data:/blob: URLs.
 * Frames may show blob: URLs only: the PDF preview of a file, whose bytes the page fetched from our own
 * download route with the bearer token (a blob: URL belongs to the origin that made it, and only our
 * same-origin scripts run); nothing from another site can be framed, and objects/embeds stay off.
 * No page is ever framed (CSP frame-ancestors and X-Frame-Options agree), no page uses the camera, the
 * microphone, the location or payment APIs, and HSTS is only sent where it means something: over HTTPS.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  strictTransportSecurity: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
});

export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    await headers(c, next);
    if (overHttps(c)) c.header('Strict-Transport-Security', strictTransportSecurity);
  });
