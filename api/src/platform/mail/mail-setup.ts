import { join } from 'node:path';
import type { Logger } from '../http/app-env.js';
import { createFileMailer } from './file-mailer.js';
import type { Mailbox, Mailer } from './mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/**
 * SMTP when a server is set; otherwise the development mailer, whose folder `<dataDir>/mail` is also
 * listed by the dev mailbox page. (Production refuses to start without SMTP_URL, see accounts-config.)
 * The page lists every code and reset link, so it only exists while the server listens on this machine
 * alone (`listensOnLoopback`); the mail is still kept in the folder otherwise.
 */
export function setUpMail(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  listensOnLoopback: boolean;
  log: Logger;
}): { mailer: Mailer; devMailbox: Mailbox | null } {
  if (options.smtpUrl) return { mailer: createSmtpMailer(options.smtpUrl, options.from), devMailbox: null };
  const fileMailer = createFileMailer(join(options.dataDir, 'mail'), options.from, options.log);
  return { mailer: fileMailer, devMailbox: options.listensOnLoopback ? fileMailer : null };
}
