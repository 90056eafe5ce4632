import type { AppDeps } from '../../deps.js';
import { googleRedirectPath } from '../google/google-routes.js';
import { createGoogleSignIn } from '../google/google-sign-in.js';
import type { Logger } from '../../platform/http/app-env.js';
import { isLoopback } from '../../platform/http/loopback.js';
import { setUpMail } from '../../platform/mail/mail-setup.js';
import { loadAccountsConfig, type AccountsEnvironment } from './accounts-config.js';

export type AccountsDeps = Pick<AppDeps, 'mailer' | 'devMailbox' | 'publicUrl' | 'google' | 'trustProxy'>;

/** The accounts area's part of the app's dependencies, from the parsed environment. */
export function accountsDepsFromEnv(
  env: AccountsEnvironment,
  options: { port: number; host: string; dataDir: string; log: Logger },
): AccountsDeps {
  const config = loadAccountsConfig(env, options);
  return {
    ...setUpMail({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: options.dataDir,
      listensOnLoopback: isLoopback(options.host),
      log: options.log,
    }),
    publicUrl: config.publicUrl,
    google: config.google && createGoogleSignIn(config.google, `${config.publicUrl}${googleRedirectPath}`),
    trustProxy: config.trustProxy,
  };
}
