import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newEmail, postForm, registerAccount } from './support/accounts-helpers.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';
import { resetTokenIn } from './support/memory-mailbox.js';

const h = useHarness();

const requestReset = (email: unknown, ip?: string) =>
  postForm(h.app, '/api/request-password-reset/', { email }, ip);

async function post(path: string, body: unknown) {
  const response = await postJson(h.app, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Requests a link for the user and returns the token of the mailed link. */
async function resetToken(user: TestUser): Promise<string> {
  const before = h.mail.to(user.email).length;
  expect((await requestReset(user.email)).status).toBe(200);
  return resetTokenIn(await h.mail.latest(user.email, before));
}

const requested = {
  status: 200,
  body: { message: 'If an account exists for this email, a password reset link has been sent.' },
};
const invalidLink = { status: 400, body: { message: 'This reset link is invalid or has expired.' } };

describe('POST /api/request-password-reset/', () => {
  it('checks the address with the forgot-password texts', async () => {
    expect(await requestReset('  ')).toMatchObject({ status: 422, body: { message: 'Email is required.' } });
    expect(await requestReset('nope@x')).toMatchObject({
      status: 422,
      body: { message: 'Please enter a valid email address.' },
    });
  });

  it('answers the same for known and unknown addresses; only a known one gets mail', async () => {
    const user = await createUser(h.db);
    const unknown = newEmail('unknown');
    expect(await requestReset(unknown)).toMatchObject(requested);
    expect(await requestReset(user.email.toUpperCase())).toMatchObject(requested);
    const mail = await h.mail.latest(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/create-new-password\?token=[\w-]{43}\b/);
    expect(h.mail.to(unknown)).toEqual([]);
  });

  it('mails a 256-bit token that is stored only as its SHA-256, valid for 1 hour', async () => {
    const user = await createUser(h.db);
    const token = await resetToken(user);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [reset] = await h.db.prisma.passwordReset.findMany({ where: { userId: user.id } });
    expect(reset?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(((reset?.expiresAt.getTime() ?? 0) - h.deps.now().getTime()) / 60_000).toBeCloseTo(60);
  });

  it('limits requests: 3 mails an hour per address (without refusing the owner), 20 requests per IP', async () => {
    const user = await createUser(h.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await requestReset(user.email, `192.0.2.${attempt}`)).status).toBe(200);
    }
    await h.mail.latest(user.email, 2);
    const lastLink = resetTokenIn(h.mail.to(user.email).at(-1) ?? { to: '', subject: '', text: '' });
    // A stranger's requests cannot stop the owner's: the same answer, no new mail, the last link works.
    expect(await requestReset(user.email, '192.0.2.99')).toMatchObject(requested);
    expect(h.mail.to(user.email)).toHaveLength(3);
    expect((await post('/api/verify-reset-token/', { token: lastLink })).status).toBe(200);
    for (let attempt = 0; attempt < 20; attempt += 1) await requestReset(newEmail('spray'), '198.51.100.20');
    expect((await requestReset(newEmail('spray'), '198.51.100.20')).status).toBe(429);
  });

  it('needs the form token', async () => {
    expect((await post('/api/request-password-reset/', { email: 'ada@example.com' })).status).toBe(401);
  });
});

describe('POST /api/verify-reset-token/ and /api/reset-password', () => {
  it('accepts a fresh link; refuses a missing, unknown or hour-old one', async () => {
    const user = await createUser(h.db);
    const token = await resetToken(user);
    expect(await post('/api/verify-reset-token/', { token })).toEqual({
      status: 200,
      body: { success: true, message: 'Reset link is valid.' },
    });
    expect(await post('/api/verify-reset-token/', {})).toMatchObject({
      status: 422,
      body: { message: 'Invalid reset link.' },
    });
    expect(await post('/api/verify-reset-token/', { token: 'x'.repeat(43) })).toMatchObject(invalidLink);
    h.setNow(new Date(Date.now() + 60 * 60_000 + 1000));
    try {
      expect(await post('/api/verify-reset-token/', { token })).toMatchObject(invalidLink);
      expect(await post('/api/reset-password', { token, password: 'Brand-new-1!' })).toMatchObject(
        invalidLink,
      );
    } finally {
      h.setNow(new Date());
    }
  });

  it('enforces the password guidance on the server', async () => {
    const user = await createUser(h.db);
    const token = await resetToken(user);
    const cases: [unknown, string][] = [
      [undefined, 'Password is required.'],
      ['Sh0rt!', 'Password must be at least 8 characters long.'],
      ['alllowercase1!', 'Password must include an uppercase letter, a number and a special character.'],
      [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters long.'],
    ];
    for (const [password, message] of cases) {
      expect(await post('/api/reset-password', { token, password })).toMatchObject({
        status: 422,
        body: { message },
      });
    }
    expect(await post('/api/reset-password', { password: 'Brand-new-1!' })).toMatchObject({
      status: 422,
      body: { message: 'Invalid reset link.' },
    });
  });

  it('sets the new password once, ends every session and verifies the address', async () => {
    const { email, password } = await registerAccount(h);
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email } });
    const sessions = [await logIn(h.app, { email, password }), await logIn(h.app, { email, password })];
    // Looked up once first, so the process keeps them (session-cache.ts) and must forget them at the reset.
    for (const session of sessions) {
      expect((await h.app.request('/api/check-auth/', bearer(session))).status).toBe(200);
    }
    const token = await resetToken({ email, password, id: user.id });

    expect(await post('/api/reset-password', { token, password: ' Brand-new-1! ' })).toEqual({
      status: 200,
      body: { success: true, message: 'Password updated successfully.' },
    });
    for (const session of sessions) {
      expect((await h.app.request('/api/check-auth/', bearer(session))).status).toBe(401);
    }
    expect(await post('/api/reset-password', { token, password: 'Another-one-2!' })).toMatchObject(
      invalidLink,
    );
    expect(await post('/api/verify-reset-token/', { token })).toMatchObject(invalidLink);

    const old = await postForm(h.app, '/api/login/', { email, pwd: password, screen_width: 1440 });
    expect(old.status).toBe(401);
    const fresh = await postForm(h.app, '/api/login/', { email, pwd: 'Brand-new-1!', screen_width: 1440 });
    expect(fresh.body).toMatchObject({ message: 'Login successful', navigate_to: '/create-profile' });
  });

  it('a newer link replaces the older one', async () => {
    const user = await createUser(h.db);
    const first = await resetToken(user);
    const second = await resetToken(user);
    expect(await post('/api/verify-reset-token/', { token: first })).toMatchObject(invalidLink);
    expect((await post('/api/verify-reset-token/', { token: second })).status).toBe(200);
  });
});
