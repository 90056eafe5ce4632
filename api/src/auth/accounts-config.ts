import { ConfigError } from '../config.js';
import type { GoogleSettings } from '../google/google-sign-in.js';

/** The environment settings of the accounts area (README "Environment" lists them). */
export interface AccountsConfig {
  /** Origin users reach the site at: links in e-mails and Google's redirect address are built on it. */
  publicUrl: string;
  /** One reverse proxy in front sets X-Forwarded-For; rate limits then key on the address it saw. */
  trustProxy: boolean;
  /** SMTP server for e-mail; unset keeps e-mail in `DATA_DIR/mail` (development only). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Null when Google sign-in is not configured. */
  google: GoogleSettings | null;
}

const googleIssuer = 'https://accounts.google.com';

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

function parseUrl(name: string, value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL, not "${value}".`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return url;
}

function google(env: NodeJS.ProcessEnv): GoogleSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.');
  }
  const issuer = parseUrl('GOOGLE_ISSUER', env.GOOGLE_ISSUER || googleIssuer, ['https:', 'http:']);
  // Plain HTTP only for a provider on this machine (tests, local development).
  if (issuer.protocol === 'http:' && !isLoopback(issuer)) {
    throw new ConfigError('GOOGLE_ISSUER must use https:// unless it is on localhost.');
  }
  return { clientId, clientSecret, issuer: issuer.href.replace(/\/$/, '') };
}

export function loadAccountsConfig(
  env: NodeJS.ProcessEnv,
  { port, production }: { port: number; production: boolean },
): AccountsConfig {
  if (production && !env.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL is required in production (links in e-mails are built on it).');
  }
  if (production && !env.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required in production (sign-up codes and reset links go by e-mail).');
  }
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`, ['https:', 'http:']);
  const smtpUrl = env.SMTP_URL ? parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']).href : undefined;
  return {
    publicUrl: publicUrl.origin,
    trustProxy: env.TRUST_PROXY === '1',
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Buildbay <no-reply@${publicUrl.hostname}>`,
    google: google(env),
  };
}
