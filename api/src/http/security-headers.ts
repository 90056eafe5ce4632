import { secureHeaders } from 'hono/secure-headers';

/**
 * Secure headers for every answer. The CSP allows what the shell needs: federated remotes are scripts
 * from the same origin (`/remotes/...`), CSS Modules inject <style> tags, images may be data:/blob: URLs.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
