import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../http/app-env.js';
import { loadOnce } from '../loading/load-once.js';
import type { Mailbox, Mailer, StoredMail } from './mailer.js';

/** How many messages the mailbox lists; older ones stay on disk. */
const listedMessages = 100;

/**
 * The development mailer: with no SMTP server set, each message is written to `folder` as an `.eml`
 * file (opens in any mail client) beside a `.json` copy that the dev mailbox page lists. The log line
 * names the subject, which for sign-up carries the code, so a developer can verify without opening files.
 * nodemailer (~3 MB of heap), which renders the `.eml`, is loaded at the first message, not at start.
 */
export function createFileMailer(folder: string, from: string, log: Logger): Mailer & Mailbox {
  const render = loadOnce(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    async send(message) {
      const date = new Date();
      // Sortable by name: time first, then a random part so two messages in one millisecond never clash.
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const rendered = await (await render()).sendMail({ from, ...message, date });
      const stored: StoredMail = { id, date: date.toISOString(), ...message };
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${id}.eml`), rendered.message);
      await writeFile(join(folder, `${id}.json`), JSON.stringify(stored));
      log(`Mail to ${message.to}: "${message.subject}" (${join(folder, `${id}.eml`)})`);
    },
    async list() {
      const names = await readdir(folder).catch(() => []);
      const newest = names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, listedMessages);
      return Promise.all(
        newest.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as StoredMail),
      );
    },
  };
}
