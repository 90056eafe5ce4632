import { verifyPassword } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import {
  newEmail,
  postForm,
  registerAccount,
  registerBody,
  strongPassword,
} from './support/accounts-helpers.js';
import { createUser, postJson, useHarness } from './support/harness.js';

const h = useHarness();

const register = (overrides: Record<string, unknown>) =>
  postForm(h.app, '/api/create-account/', registerBody(overrides));

async function refusal(overrides: Record<string, unknown>) {
  const { status, body } = await register(overrides);
  return { status, message: body.message };
}

describe('POST /api/create-account/ rules, in the spec order', () => {
  it('1. refuses screens narrower than 1024 px before anything else', async () => {
    expect(await refusal({ screen_width: 1023, honeyPot: 'bot', fname: '' })).toEqual({
      status: 422,
      message: 'Account creation is only allowed on larger screen devices.',
    });
  });

  it('2. answers a filled honeypot with 400 "Bad Request."', async () => {
    expect(await refusal({ honeyPot: 'http://spam.example', fname: '' })).toEqual({
      status: 400,
      message: 'Bad Request.',
    });
  });

  it('3. requires every field, blank after trimming counting as empty', async () => {
    for (const field of ['fname', 'lname', 'email', 'pwd', 'confirmPwd', 'screen_width']) {
      expect(await refusal({ [field]: '  ', tos: false })).toEqual({
        status: 422,
        message: 'All fields are required.',
      });
    }
  });

  it('4. then the passwords must be equal', async () => {
    expect(await refusal({ confirmPwd: 'Other-pass-1!', tos: false, email: 'bad' })).toEqual({
      status: 422,
      message: 'Passwords do not match.',
    });
  });

  it('5. then the terms must be agreed to', async () => {
    for (const tos of [false, 'false', undefined]) {
      expect(await refusal({ tos, email: 'bad' })).toEqual({
        status: 422,
        message: 'You must agree to the terms of service.',
      });
    }
  });

  it('6. then the e-mail shape', async () => {
    for (const email of ['plainaddress', 'a b@c.de', 'a@b', `${'x'.repeat(250)}@b.co`]) {
      expect(await refusal({ email, pwd: 'weak', confirmPwd: 'weak' })).toEqual({
        status: 422,
        message: 'Please enter a valid email address.',
      });
    }
  });

  it('7. then the password rule: 8 to 128 characters, an uppercase letter, a number, a special character', async () => {
    const cases: [string, string][] = [
      ['Sh0rt!', 'Password must be at least 8 characters long.'],
      [`Aa1!${'x'.repeat(125)}`, 'Password must be at most 128 characters long.'],
      ['lowercase-only-1!', 'Password must include an uppercase letter, a number and a special character.'],
      ['NoDigits-here!', 'Password must include an uppercase letter, a number and a special character.'],
      ['NoSpecial123', 'Password must include an uppercase letter, a number and a special character.'],
    ];
    for (const [pwd, message] of cases) {
      expect(await refusal({ pwd, confirmPwd: pwd })).toEqual({ status: 422, message });
    }
  });

  it('refuses applying as anything but a business, and unknown fields', async () => {
    expect(await refusal({ apply_as: 'talent' })).toEqual({
      status: 422,
      message: 'Only business accounts can be created for now.',
    });
    expect(await refusal({ role: 'admin' })).toEqual({ status: 422, message: 'Unknown field: role.' });
    expect(await refusal({ fname: 'A'.repeat(101) })).toEqual({
      status: 422,
      message: 'First and last name must be at most 100 characters long.',
    });
  });

  it('needs the form token', async () => {
    const response = await postJson(h.app, '/api/create-account/', registerBody());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid or expired form token.' });
  });

  it('creates nothing when refused', async () => {
    const email = newEmail('refused');
    await register({ email, tos: false });
    expect(await h.db.prisma.user.findUnique({ where: { email } })).toBeNull();
    expect(h.mail.to(email)).toEqual([]);
  });
});

describe('POST /api/create-account/ success', () => {
  it('creates an unverified account (address lower-cased, values trimmed) and mails a 6-digit code', async () => {
    const email = newEmail('Mixed').toUpperCase();
    const answer = await register({ email: ` ${email} `, fname: ' Ada ', apply_as: 'Business' });
    expect(answer).toMatchObject({
      status: 201,
      body: { message: 'Account created successfully. Please check your email for the verification code.' },
    });
    const user = await h.db.prisma.user.findUniqueOrThrow({
      where: { email: email.toLowerCase() },
      include: { emailCode: true },
    });
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Okafor', emailVerifiedAt: null });
    expect(await verifyPassword(strongPassword, user.passwordHash ?? '')).toBe(true);
    expect(user.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = h.mail.to(email.toLowerCase());
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe(`${code} is your verification code`);
    // At rest only a keyed hash: neither the code nor its plain SHA-256.
    expect(user.emailCode?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.emailCode?.codeHash).not.toContain(code);
    const minutes = ((user.emailCode?.expiresAt.getTime() ?? 0) - h.deps.now().getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(10);
  });

  it('refuses an address that already has a verified account', async () => {
    const existing = await createUser(h.db);
    expect(await register({ email: existing.email.toUpperCase() })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists. Please log in.' },
    });
  });

  it('lets an address that was never verified register again: new details, old sessions ended', async () => {
    const first = await registerAccount(h, { fname: 'Squatter' });
    const login = await postForm(h.app, '/api/login/', {
      email: first.email,
      pwd: first.password,
      screen_width: 1440,
    });
    const squatterToken = String(login.body.access_token);

    h.setNow(new Date(Date.now() + 2 * 60_000));
    const again = await register({
      email: first.email,
      fname: 'Owner',
      pwd: 'Owner-pass-1!',
      confirmPwd: 'Owner-pass-1!',
    });
    expect(again.status).toBe(201);
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email: first.email } });
    expect(user.firstName).toBe('Owner');
    expect(await verifyPassword('Owner-pass-1!', user.passwordHash ?? '')).toBe(true);
    const check = await h.app.request('/api/check-auth/', {
      headers: { Authorization: `Bearer ${squatterToken}` },
    });
    expect(check.status).toBe(401);
    h.setNow(new Date());
  });

  it('removes the new account again when the code cannot be e-mailed', async () => {
    const email = newEmail('nomail');
    h.mail.failure = new Error('SMTP server down');
    try {
      expect(await register({ email })).toMatchObject({
        status: 503,
        body: { message: 'We could not send the verification email. Please try again later.' },
      });
    } finally {
      h.mail.failure = null;
    }
    expect(await h.db.prisma.user.findUnique({ where: { email } })).toBeNull();
  });
});

describe('POST /api/create-account/ limits', () => {
  it('counts every attempt from one IP, "already exists" answers included: 30 an hour', async () => {
    const ip = '198.51.100.77';
    const existing = await createUser(h.db);
    for (let attempt = 0; attempt < 29; attempt += 1) {
      expect((await postForm(h.app, '/api/create-account/', registerBody(), ip)).status).toBe(201);
    }
    const probe = await postForm(h.app, '/api/create-account/', registerBody({ email: existing.email }), ip);
    expect(probe.status).toBe(409);
    const limited = await postForm(h.app, '/api/create-account/', registerBody(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // Thirty scrypt hashes: room for a busy 2-core machine.
  }, 60_000);

  it('sends one code a minute per address', async () => {
    const body = registerBody();
    expect((await postForm(h.app, '/api/create-account/', body)).status).toBe(201);
    expect((await postForm(h.app, '/api/create-account/', body)).status).toBe(429);
  });
});
