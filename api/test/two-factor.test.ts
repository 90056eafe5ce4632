import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { fromIp, postForm } from './support/accounts-helpers.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();

/** The code an authenticator app shows at the harness's clock, computed here from the secret. */
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function call(path: string, token: string, body?: unknown, ip = '198.51.100.7') {
  const response = await h.app.request(
    path,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    fromIp(ip),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const loginBody = (user: TestUser) => ({ email: user.email, pwd: user.password, screen_width: 1440 });

/** A user with two-factor sign-in on; returns the secret and the recovery codes. */
async function enrolled(now: Date) {
  h.setNow(now);
  const user = await createUser(h.db);
  const token = await logIn(h.app, user);
  const setup = await call('/api/two-factor/setup/', token);
  const secret = String(setup.body.secret);
  const enabled = await call('/api/two-factor/enable/', token, { code: await codeAt(secret, now) });
  expect(enabled.status).toBe(200);
  return { user, token, secret, recoveryCodes: enabled.body.recovery_codes as string[] };
}

describe('turning two-factor sign-in on', () => {
  it('gives a secret and a QR code, then turns on with a code computed from that secret', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    h.setNow(now);
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    const setup = await call('/api/two-factor/setup/', token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(setup.body.otpauth_url)).toContain(
      `otpauth://totp/Buildbay:${encodeURIComponent(user.email)}`,
    );
    expect(String(setup.body.qr_code)).toMatch(/^data:image\/svg\+xml;base64,/);

    const stored = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.totpSecret).not.toContain(String(setup.body.secret));
    expect(stored.totpEnabledAt).toBeNull();

    const wrong = await call('/api/two-factor/enable/', token, { code: '000000' });
    expect(wrong).toEqual({
      status: 422,
      body: {
        message: 'That code is not right. Enter the 6-digit code your authenticator app shows for Buildbay.',
        errors: {
          code: 'That code is not right. Enter the 6-digit code your authenticator app shows for Buildbay.',
        },
      },
    });
    const enabled = await call('/api/two-factor/enable/', token, {
      code: await codeAt(String(setup.body.secret), now),
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await h.db.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(codes).not.toContain(row.codeHash);

    const again = await call('/api/two-factor/setup/', token);
    expect(again).toEqual({ status: 409, body: { message: 'Two-factor sign-in is already on.' } });
  });

  it('refuses enabling before the set-up and to visitors', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    expect(await call('/api/two-factor/enable/', token, { code: '123456' })).toEqual({
      status: 409,
      body: { message: 'Scan the QR code first: start the set-up again.' },
    });
    expect((await h.app.request('/api/two-factor/setup/', { method: 'POST' })).status).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after the right password, then signs in with the code of the moment', async () => {
    const now = new Date('2026-11-26T11:00:00Z');
    const { user, secret } = await enrolled(now);
    h.setNow(new Date(now.getTime() + 90_000));
    const first = await postForm(h.app, '/api/login/', loginBody(user));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      two_factor_required: true,
      challenge: expect.any(String),
    });
    expect(first.body.access_token).toBeUndefined();

    const code = await codeAt(secret, new Date(now.getTime() + 90_000));
    const second = await postForm(h.app, '/api/login/two-factor/', { challenge: first.body.challenge, code });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ message: 'Login successful', navigate_to: '/dashboard' });
    const token = String(second.body.access_token);
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);

    // The same code cannot be used twice, even within its 30 seconds.
    const replay = await postForm(h.app, '/api/login/two-factor/', { challenge: first.body.challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body.errors).toEqual({
      code: 'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
    });
  });

  it('takes each recovery code once', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const { user, recoveryCodes } = await enrolled(now);
    const [recovery = ''] = recoveryCodes;
    const challenge = (await postForm(h.app, '/api/login/', loginBody(user))).body.challenge;
    const used = await postForm(h.app, '/api/login/two-factor/', { challenge, code: recovery.toUpperCase() });
    expect(used.status).toBe(200);
    const reused = await postForm(h.app, '/api/login/two-factor/', { challenge, code: recovery });
    expect(reused.status).toBe(401);
    const account = await h.app.request('/api/account/', bearer(String(used.body.access_token)));
    expect(((await account.json()) as { two_factor: unknown }).two_factor).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 9,
    });
  });

  it('refuses a forged, expired or stale challenge', async () => {
    const now = new Date('2026-11-26T13:00:00Z');
    const { user, secret } = await enrolled(now);
    const challenge = String((await postForm(h.app, '/api/login/', loginBody(user))).body.challenge);
    const expired = 'Your sign-in took too long. Please enter your e-mail and password again.';
    const forged = `${challenge.slice(0, -1)}${challenge.endsWith('A') ? 'B' : 'A'}`;
    const forgedAnswer = await postForm(h.app, '/api/login/two-factor/', {
      challenge: forged,
      code: await codeAt(secret, now),
    });
    expect(forgedAnswer).toMatchObject({ status: 401, body: { message: expired } });
    h.setNow(new Date(now.getTime() + 11 * 60_000));
    const late = await postForm(h.app, '/api/login/two-factor/', {
      challenge,
      code: await codeAt(secret, new Date(now.getTime() + 11 * 60_000)),
    });
    expect(late).toMatchObject({ status: 401, body: { message: expired } });
  });

  it('rate-limits wrong codes like sign-in: five from one place, then 429', async () => {
    const now = new Date('2026-11-26T14:00:00Z');
    const { user, secret } = await enrolled(now);
    const challenge = (await postForm(h.app, '/api/login/', loginBody(user), '203.0.113.50')).body.challenge;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postForm(
        h.app,
        '/api/login/two-factor/',
        { challenge, code: '000000' },
        '203.0.113.50',
      );
      expect(wrong.status).toBe(401);
    }
    const limited = await postForm(
      h.app,
      '/api/login/two-factor/',
      { challenge, code: await codeAt(secret, now) },
      '203.0.113.50',
    );
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a right code, then sign-in asks for the password only', async () => {
    const now = new Date('2026-11-26T15:00:00Z');
    const { user, token, secret } = await enrolled(now);
    expect(await call('/api/two-factor/disable/', token, { code: '' })).toEqual({
      status: 422,
      body: {
        message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
        errors: {
          code: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
        },
      },
    });
    expect((await call('/api/two-factor/disable/', token, { code: '111111' })).status).toBe(422);
    h.setNow(new Date(now.getTime() + 60_000));
    const off = await call('/api/two-factor/disable/', token, {
      code: await codeAt(secret, new Date(now.getTime() + 60_000)),
    });
    expect(off).toEqual({ status: 200, body: { message: 'Two-factor sign-in is off.' } });
    expect(await h.db.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const login = await postForm(h.app, '/api/login/', loginBody(user));
    expect(login.body).toMatchObject({ message: 'Login successful' });
  });

  it('is refused for an account that must keep it', async () => {
    const now = new Date('2026-11-26T16:00:00Z');
    const { user, token, recoveryCodes } = await enrolled(now);
    await h.db.prisma.user.update({ where: { id: user.id }, data: { twoFactorRequired: true } });
    expect(await call('/api/two-factor/disable/', token, { code: recoveryCodes[0] })).toEqual({
      status: 403,
      body: { message: 'Two-factor sign-in is required for your account and cannot be turned off.' },
    });
  });

  it('gives ten new recovery codes in place of the old', async () => {
    const now = new Date('2026-11-26T17:00:00Z');
    const { token, recoveryCodes } = await enrolled(now);
    const renewed = await call('/api/two-factor/recovery-codes/', token, { code: recoveryCodes[0] });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    expect(await call('/api/two-factor/disable/', token, { code: recoveryCodes[1] })).toMatchObject({
      status: 422,
    });
  });
});

describe('login without two-factor sign-in', () => {
  it('signs in at once, and a set-up never confirmed changes nothing', async () => {
    const user = await createUser(h.db);
    await call('/api/two-factor/setup/', await logIn(h.app, user));
    const answer = await postForm(h.app, '/api/login/', loginBody(user));
    expect(answer.body).toMatchObject({ message: 'Login successful', navigate_to: '/dashboard' });
  });
});
