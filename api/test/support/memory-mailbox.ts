import { vi } from 'vitest';
import type { Mailbox, Mailer, MailMessage, StoredMail } from '../../src/platform/mail/mailer.js';

/** The tests' mailer: keeps every message in memory, and lists them like the development mailbox. */
export class MemoryMailbox implements Mailer, Mailbox {
  readonly messages: StoredMail[] = [];
  /** When set, sending fails with this error (an SMTP server that is down). */
  failure: Error | null = null;

  async send(message: MailMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.messages.push({ ...message, id: String(this.messages.length + 1), date: new Date().toISOString() });
  }

  async list(): Promise<StoredMail[]> {
    return [...this.messages].reverse();
  }

  /** Messages to `to`, oldest first. */
  to(to: string): StoredMail[] {
    return this.messages.filter((message) => message.to === to);
  }

  /** The newest message to `to`, waiting for it when it is sent after the answer (resend, reset). */
  async latest(to: string, after = 0): Promise<StoredMail> {
    return vi.waitFor(() => {
      const message = this.to(to).at(-1);
      if (!message || this.to(to).length <= after) throw new Error(`No new mail to ${to} yet.`);
      return message;
    });
  }
}

/** The six-digit code of a verification mail. */
export const codeIn = (mail: MailMessage) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** The reset token of a reset mail's link. */
export const resetTokenIn = (mail: MailMessage) => /[?&]token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
