import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a start leaves the mailbox token for its own user's tools (the end-to-end tests read it). */
export const mailboxTokenFile = (dataDir: string) => join(dataDir, 'mailbox-token');

/**
 * The key to the development mailbox. Loopback alone lets every user of a shared machine in, so the
 * mailbox also asks for this token, which only the user that started the product holds: it is printed at
 * start and kept in a file of theirs (0600). It comes from the app secret, so every API process of one
 * installation agrees on it, and a new secret makes a new one.
 */
export function mailboxToken(appSecret: string): string {
  return createHmac('sha256', appSecret).update('development mailbox').digest('base64url');
}

export function isMailboxToken(given: string | undefined, appSecret: string): boolean {
  const wanted = Buffer.from(mailboxToken(appSecret));
  const offered = Buffer.from(given ?? '');
  return offered.length === wanted.length && timingSafeEqual(offered, wanted);
}

/** Keeps the token where the user that started the product (and no one else) can read it. */
export function keepMailboxToken(dataDir: string, appSecret: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(mailboxTokenFile(dataDir), `${mailboxToken(appSecret)}\n`, { mode: 0o600 });
}
