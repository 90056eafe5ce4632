import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMailer } from '../src/platform/mail/file-mailer.js';
import { createSmtpMailer } from '../src/platform/mail/smtp-mailer.js';
import { postForm, registerBody } from './support/accounts-helpers.js';
import { useHarness } from './support/harness.js';

/** A real SMTP server on a loopback port, keeping every message it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let smtpPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const h = useHarness(() => ({
  mailer: createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'Platform <no-reply@example.com>'),
  devMailbox: null,
}));

describe('e-mail through SMTP', () => {
  it('sends the sign-up code through a real SMTP server, and that code verifies the address', async () => {
    const body = registerBody();
    expect((await postForm(h.app, '/api/create-account/', body)).status).toBe(201);
    const message = received.find((mail) => mail.to.includes(String(body.email)));
    expect(message?.raw).toMatch(/^From: Platform <no-reply@example\.com>/m);
    const code = /^Subject: (\d{6}) is your verification code/m.exec(message?.raw ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.raw).toContain(`Your verification code is ${code}.`);

    const verified = await postForm(h.app, '/api/verify-otp/', { email: body.email, otp: code });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email verified successfully' } });
  });

  it('has no development mailbox page when there is no development mailbox (production, or SMTP set)', async () => {
    expect((await h.app.request('/api/dev/mailbox')).status).toBe(404);
  });
});

describe('the development mailer', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'platform-mail-')), 'mail');
  const logs: string[] = [];
  const mailer = createFileMailer(folder, 'Platform <no-reply@localhost>', (line) => logs.push(line));

  it('keeps each message as an .eml file and logs its subject (which carries the code)', async () => {
    expect(existsSync(folder)).toBe(false);
    await mailer.send({
      to: 'ada@example.com',
      subject: '123456 is your verification code',
      text: 'Code 123456',
    });
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    const eml = files.find((name) => name.endsWith('.eml')) ?? '';
    const raw = readFileSync(join(folder, eml), 'utf8');
    expect(raw).toMatch(/^To: ada@example\.com$/m);
    expect(raw).toMatch(/^Subject: 123456 is your verification code$/m);
    expect(logs).toEqual([
      `Mail to ada@example.com: "123456 is your verification code" (${join(folder, eml)})`,
    ]);
  });

  it('lists the messages newest first', async () => {
    await mailer.send({ to: 'bo@example.com', subject: 'Reset your password', text: 'Link' });
    const messages = await mailer.list();
    expect(messages.map((message) => [message.to, message.subject])).toEqual([
      ['bo@example.com', 'Reset your password'],
      ['ada@example.com', '123456 is your verification code'],
    ]);
  });
});
