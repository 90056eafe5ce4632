import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Sends through the SMTP server of `smtpUrl` (`smtp://user:pass@host:587`, `smtps://...` for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, attachments }) {
      await transport.sendMail({ from, to, subject, text, attachments });
    },
  };
}
