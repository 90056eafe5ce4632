import { describe, expect, it } from 'vitest';
import { fromIp, newEmail, postForm, registerBody } from './support/accounts-helpers.js';
import { accountsDepsFromEnv } from '../src/accounts/auth/accounts-deps.js';
import { parseEnvironment } from '../src/platform/config/environment.js';
import { mailboxToken } from '../src/platform/mail/mailbox-token.js';
import { appSecret, useHarness } from './support/harness.js';

const h = useHarness();

const token = mailboxToken(appSecret);
const local = fromIp('127.0.0.1');
/** The mailbox as the user that started the product reads it: from this machine, with the token. */
const mailbox = (query = '', ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  h.app.request(
    `/api/dev/mailbox${query}`,
    { headers: { 'X-Mailbox-Token': token, ...headers } },
    fromIp(ip),
  );

describe('GET /api/dev/mailbox (development)', () => {
  it('lists what the mailer kept, newest first, optionally for one address', async () => {
    const first = registerBody({ email: newEmail('box') });
    const second = registerBody({ email: newEmail('box') });
    await postForm(h.app, '/api/create-account/', first);
    await postForm(h.app, '/api/create-account/', second);

    const all = (await (await mailbox()).json()) as {
      messages: { to: string }[];
    };
    expect(all.messages.map((message) => message.to).slice(0, 2)).toEqual([second.email, first.email]);

    const response = await mailbox(`?to=${encodeURIComponent(String(first.email).toUpperCase())}`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const mine = (await response.json()) as { messages: { to: string; subject: string; text: string }[] };
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0]).toMatchObject({
      to: first.email,
      subject: expect.stringMatching(/^\d{6} is your/),
    });
  });
});

describe('who can read the dev mailbox', () => {
  it('answers only the token holder from this machine, in a header or the address, and no proxy relayed', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await mailbox('', ip)).status).toBe(200);
    }
    expect((await h.app.request(`/api/dev/mailbox?token=${token}`, {}, local)).status).toBe(200);
    const strangers = [
      // another user of this machine: loopback, but without the token (or with a wrong one)
      h.app.request('/api/dev/mailbox', {}, local),
      h.app.request(`/api/dev/mailbox?token=${token.slice(1)}x`, {}, local),
      mailbox('', '192.168.1.20'),
      mailbox('', '::ffff:10.0.0.5'),
      h.app.request('/api/dev/mailbox', { headers: { 'X-Mailbox-Token': token } }),
      mailbox('', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }),
      mailbox('', '127.0.0.1', { Forwarded: 'for=203.0.113.9' }),
      mailbox('', '127.0.0.1', { 'X-Real-IP': '203.0.113.9' }),
    ];
    for (const response of await Promise.all(strangers)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('does not exist when the server listens beyond this machine', () => {
    const options = { port: 3000, dataDir: '/nonexistent', log: () => {} };
    const env = parseEnvironment({});
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(accountsDepsFromEnv(env, { ...options, host }).devMailbox).not.toBeNull();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(accountsDepsFromEnv(env, { ...options, host }).devMailbox).toBeNull();
    }
  });
});
