/** A file sent with a message, e.g. a meeting's `.ics` invitation. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text, or base64 with `encoding: 'base64'` (a PDF). */
  content: string;
  encoding?: 'base64';
}

/** One e-mail, plain text: codes and links read the same in every mail client. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or to the dev mailbox folder). */
  send(message: MailMessage): Promise<void>;
}

/** A message kept by the development mailbox. */
export interface StoredMail extends MailMessage {
  id: string;
  /** ISO 8601. */
  date: string;
}

/** Where a developer (or the end-to-end test) reads what the development mailer "sent". */
export interface Mailbox {
  /** Newest first. */
  list(): Promise<StoredMail[]>;
}
