import { describe, expect, it } from 'vitest';
import { loginMessages } from '../src/accounts/auth/login.js';
import { postForm, registerAccount, registerBody } from './support/accounts-helpers.js';
import { bearer, createUser, postJson, useHarness } from './support/harness.js';
import { codeIn, resetTokenIn } from './support/memory-mailbox.js';

const h = useHarness();

const login = (email: string, pwd: string, ip = '203.0.113.10') =>
  postForm(h.app, '/api/login/', { email, pwd, screen_width: 1440 }, ip);

describe('POST /api/login/ limits (failures only)', () => {
  it('after 5 wrong passwords from one place, refuses even the right one there for 15 minutes', async () => {
    const user = await createUser(h.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.email, 'Wrong-pass-1!')).status).toBe(401);
    }
    const limited = await login(user.email, user.password);
    expect(limited).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Please try again in 15 minutes.' },
    });
    expect(limited.headers.get('Retry-After')).toBe('900');
    // The owner elsewhere is not locked out.
    expect((await login(user.email, user.password, '203.0.113.11')).status).toBe(200);
    h.setNow(new Date(Date.now() + 15 * 60_000 + 1000));
    expect((await login(user.email, user.password)).status).toBe(200);
    h.setNow(new Date());
  });

  it('never counts successful sign-ins', async () => {
    const user = await createUser(h.db);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await login(user.email, user.password, '127.0.0.1')).status).toBe(200);
    }
    // Thirty password hashes in a row: more than the default time on a busy two-core machine.
  }, 60_000);

  it('forgets the failures from a place once the right password comes from there', async () => {
    const user = await createUser(h.db);
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await login(user.email, 'Wrong-pass-1!', '203.0.113.12');
      expect((await login(user.email, user.password, '203.0.113.12')).status).toBe(200);
    }
  });

  it('past 20 failures an hour on one account, still lets the owner in from a clean address, with the e-mailed code', async () => {
    const user = await createUser(h.db);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(user.email, 'Wrong-pass-1!', `198.51.100.${attempt + 1}`)).status).toBe(401);
    }
    // An address that has failed twice on this account is refused outright.
    expect((await login(user.email, 'Wrong-pass-1!', '198.51.100.1')).status).toBe(401);
    expect((await login(user.email, user.password, '198.51.100.1')).status).toBe(429);
    // Any other address gets its check, and the answer is the same whether the password is right or not.
    const wrong = await login(user.email, 'Wrong-pass-2!', '198.51.100.101');
    const right = await login(user.email, user.password, '198.51.100.102');
    const codeNeeded = {
      status: 401,
      body: { message: loginMessages.codeNeeded, errors: { otp: loginMessages.codeNeeded } },
    };
    expect(wrong).toMatchObject(codeNeeded);
    expect(right).toMatchObject(codeNeeded);
    expect(right.body).not.toHaveProperty('access_token');
    const code = codeIn(await h.mail.latest(user.email));
    const withCode = (otp: string, pwd = user.password) =>
      postForm(h.app, '/api/login/', { email: user.email, pwd, otp, screen_width: 1440 }, '198.51.100.102');
    expect(await withCode(code === '000000' ? '000001' : '000000')).toMatchObject({
      status: 401,
      body: { message: loginMessages.invalidWithCode },
    });
    expect(await withCode(code, 'Wrong-pass-3!')).toMatchObject({
      status: 401,
      body: { message: loginMessages.invalidWithCode },
    });
    const signedIn = await withCode(code);
    expect(signedIn).toMatchObject({ status: 200, body: { navigate_to: '/dashboard' } });
    // The code works once.
    expect((await withCode(code)).status).toBe(401);
  });

  it('a stranger asking for codes for a verified account does not stop the code its owner signs in with', async () => {
    const user = await createUser(h.db);
    const start = Date.now();
    try {
      // Six asks an hour, a minute apart: more than an address may be sent in an hour.
      for (let ask = 0; ask < 6; ask += 1) {
        h.setNow(new Date(start + ask * 61_000));
        await postForm(h.app, '/api/resend-otp/', { email: user.email }, `198.51.100.${ask + 150}`);
        await postForm(
          h.app,
          '/api/create-account/',
          registerBody({ email: user.email }),
          `198.51.100.${ask + 160}`,
        );
      }
      expect(h.mail.to(user.email)).toEqual([]);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await login(user.email, 'Wrong-pass-1!', `198.51.100.${attempt + 1}`);
      }
      expect(await login(user.email, user.password, '198.51.100.102')).toMatchObject({
        status: 401,
        body: { message: loginMessages.codeNeeded },
      });
      const code = codeIn(await h.mail.latest(user.email));
      expect(
        await postForm(
          h.app,
          '/api/login/',
          { email: user.email, pwd: user.password, otp: code, screen_width: 1440 },
          '198.51.100.102',
        ),
      ).toMatchObject({ status: 200 });
    } finally {
      h.setNow(new Date());
    }
  });

  it('past the ceiling, once no more codes may be sent this hour, tells the owner so instead of a code', async () => {
    const user = await createUser(h.db);
    const start = Date.now();
    try {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await login(user.email, 'Wrong-pass-1!', `198.51.100.${attempt + 1}`);
      }
      // Each code lives 10 minutes; the owner lets five of them expire.
      for (let sent = 0; sent < 5; sent += 1) {
        h.setNow(new Date(start + sent * 11 * 60_000));
        expect(await login(user.email, user.password, '198.51.100.102')).toMatchObject({
          status: 401,
          body: { message: loginMessages.codeNeeded },
        });
        await h.mail.latest(user.email, sent);
      }
      h.setNow(new Date(start + 55 * 60_000));
      expect(await login(user.email, user.password, '198.51.100.102')).toMatchObject({
        status: 401,
        body: { message: loginMessages.noCodeLeft, errors: { otp: loginMessages.noCodeLeft } },
      });
      expect(loginMessages.noCodeLeft).toBe(
        'This account has had many failed sign-ins and we may send no more codes this hour. Reset your password (Forgot password) to sign in now, or try again in an hour.',
      );
      expect(h.mail.to(user.email)).toHaveLength(5);
    } finally {
      h.setNow(new Date());
    }
  });

  it('a password reset ends the lock of the account: the owner signs in with the new password alone', async () => {
    const user = await createUser(h.db);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await login(user.email, 'Wrong-pass-1!', `198.51.100.${attempt + 1}`);
    }
    await postForm(h.app, '/api/request-password-reset/', { email: user.email }, '198.51.100.102');
    const token = resetTokenIn(await h.mail.latest(user.email));
    expect((await postJson(h.app, '/api/reset-password', { token, password: 'New-pass-123!' })).status).toBe(
      200,
    );
    expect(await login(user.email, 'New-pass-123!', '198.51.100.102')).toMatchObject({
      status: 200,
      body: { navigate_to: '/dashboard' },
    });
  });

  it('checks at most 5 passwords of a parallel burst of 100 from one address', async () => {
    const user = await createUser(h.db);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        login(user.email, attempt === 99 ? user.password : `Wrong-pass-${attempt}!`, '203.0.113.77'),
      ),
    );
    const checked = burst.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(100 - checked.length);
    expect(burst[99]?.status).toBe(429);
  });

  it('limits one IP to 50 failures in 15 minutes across accounts', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(`nobody${attempt}@example.com`, 'Wrong-pass-1!', '192.0.2.50');
    }
    const user = await createUser(h.db);
    expect((await login(user.email, user.password, '192.0.2.50')).status).toBe(429);
  }, 60_000);
});

describe('POST /api/login/ sessions', () => {
  it('gives a new token at each sign-in, and logging out revokes only that one', async () => {
    const user = await createUser(h.db);
    const first = String((await login(user.email, user.password)).body.access_token);
    const second = String((await login(user.email, user.password)).body.access_token);
    expect(first).not.toBe(second);
    expect((await h.app.request('/api/logout/', bearer(first))).status).toBe(200);
    expect((await h.app.request('/api/check-auth/', bearer(first))).status).toBe(401);
    expect((await h.app.request('/api/check-auth/', bearer(second))).status).toBe(200);
  });

  it('refuses an over-long password like a wrong one', async () => {
    const user = await createUser(h.db);
    expect(await login(user.email, `${user.password}${'x'.repeat(200)}`)).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password.' },
    });
  });

  it('mails a fresh code to an unverified user whose code has expired, and sends them to /verify-email', async () => {
    const { email, password } = await registerAccount(h);
    h.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      const answer = await login(email, password);
      expect(answer.body.navigate_to).toBe('/verify-email');
      await h.mail.latest(email, 1);
      // A live code is not replaced by another sign-in.
      await login(email, password);
      expect(h.mail.to(email)).toHaveLength(2);
    } finally {
      h.setNow(new Date());
    }
  });
});
