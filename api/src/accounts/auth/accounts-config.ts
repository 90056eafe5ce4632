import type { Environment } from '../../platform/config/environment.js';
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

export type AccountsEnvironment = Pick<
  Environment,
  | 'PUBLIC_URL'
  | 'TRUST_PROXY'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
>;

/** The accounts settings from the parsed environment (config/environment.ts checked them). */
export function loadAccountsConfig(env: AccountsEnvironment, { port }: { port: number }): AccountsConfig {
  const publicUrl = env.PUBLIC_URL ?? new URL(`http://localhost:${port}`);
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  return {
    publicUrl: publicUrl.origin,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Buildbay <no-reply@${publicUrl.hostname}>`,
    google: clientId && clientSecret ? { clientId, clientSecret, issuer: env.GOOGLE_ISSUER } : null,
  };
}
