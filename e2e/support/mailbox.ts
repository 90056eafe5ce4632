import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './environment';

/*
 * The development mailbox answers only requests made on this machine without a proxy, so behind nginx
 * (scripts/scale-out/run.sh) it is read from one API process directly: E2E_MAILBOX_URL names it. It also
 * asks for the token the product left for the user that started it, in its data folder.
 */
const mailboxOrigin = process.env.E2E_MAILBOX_URL ?? '';
const mailboxToken = () => readFileSync(path.join(e2eDataDir, 'mailbox-token'), 'utf8').trim();

/**
 * Mail leaves after the request that caused it has been answered (background work), so on a busy machine it
 * arrives later than `expect`'s 5 s: wait for it within the journey's own time.
 */
export const mailArrival = { timeout: 45_000 };

interface Mail {
  subject: string;
  text: string;
}

/** The newest message to `to` that matches `pattern`, waiting for it to arrive. */
export async function readMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${mailboxOrigin}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
        headers: { 'X-Mailbox-Token': mailboxToken() },
      });
      const { messages } = (await response.json()) as { messages: Mail[] };
      found = messages.map((mail) => pattern.exec(`${mail.subject}\n${mail.text}`)).find(Boolean) ?? null;
      return found !== null;
    }, mailArrival)
    .toBe(true);
  return found as unknown as RegExpExecArray;
}

interface MailWithFiles extends Mail {
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The .ics of the newest message to `to` whose subject matches `subject`, waiting for it to arrive. */
export async function readInvitation(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let ics = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${mailboxOrigin}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
        headers: { 'X-Mailbox-Token': mailboxToken() },
      });
      const { messages } = (await response.json()) as { messages: MailWithFiles[] };
      ics = messages.find((mail) => subject.test(mail.subject))?.attachments?.[0]?.content ?? '';
      return ics !== '';
    }, mailArrival)
    .toBe(true);
  return ics;
}
