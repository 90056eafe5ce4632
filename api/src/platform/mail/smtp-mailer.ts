import { loadOnce } from '../loading/load-once.js';
import type { Mailer } from './mailer.js';

/**
 * Sends through the SMTP server of `smtpUrl` (`smtp://user:pass@host:587`, `smtps://...` for TLS).
 * nodemailer (~3 MB of heap) and its transport are made at the first message, not at start.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    async send({ to, subject, text, attachments }) {
      await (await transport()).sendMail({ from, to, subject, text, attachments });
    },
  };
}
