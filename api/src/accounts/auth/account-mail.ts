import type { MailMessage } from '../../platform/mail/mailer.js';
import { codeLifetimeMs } from './email-codes.js';

/** The e-mails of the accounts area. The code goes in the subject too, where mail apps show it first. */

export function codeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: `${code} is your verification code`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your verification code is ${code}. It expires in ${codeLifetimeMs / 60_000} minutes.`,
      '',
      'If you did not create an account, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Hello ${firstName},`,
      '',
      'Open this link to choose a new password. It works once, within the next hour:',
      link,
      '',
      'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
