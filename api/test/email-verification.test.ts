import { describe, expect, it } from 'vitest';
import { newEmail, postForm, registerAccount } from './support/accounts-helpers.js';
import { bearer, createUser, useHarness } from './support/harness.js';
import { codeIn } from './support/memory-mailbox.js';

const h = useHarness();

const verify = (body: Record<string, unknown>, ip?: string) => postForm(h.app, '/api/verify-otp/', body, ip);
const resend = (email: string, ip?: string) => postForm(h.app, '/api/resend-otp/', { email }, ip);

/** A different code than the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/verify-otp/', () => {
  it('checks the e-mail first, then the six digits', async () => {
    expect(await verify({ otp: '123456' })).toMatchObject({
      status: 422,
      body: { message: 'Email is missing.' },
    });
    expect(await verify({ email: 'nope', otp: '123456' })).toMatchObject({
      status: 422,
      body: { message: 'Please enter a valid email address.' },
    });
    for (const otp of ['12345', '1234567', '12a456', '', undefined]) {
      expect(await verify({ email: 'ada@example.com', otp })).toMatchObject({
        status: 422,
        body: { message: 'Please enter the 6-digit code.' },
      });
    }
  });

  it('verifies with the right code, signs in with a new token and forgets the code', async () => {
    const { email, code } = await registerAccount(h);
    const answer = await verify({ email: email.toUpperCase(), otp: code });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Email verified successfully' } });
    const token = String(answer.body.access_token);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email }, include: { emailCode: true } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.emailCode).toBeNull();

    expect(await verify({ email, otp: code })).toMatchObject({
      status: 409,
      body: { message: 'This email address is already verified. Please log in.' },
    });
  });

  it('allows 5 tries, counting down, then a new code is needed', async () => {
    const { email, code } = await registerAccount(h);
    const messages: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await verify({ email, otp: wrong(code) })).body.message);
    }
    expect(messages).toEqual([
      'Invalid verification code. 4 tries left.',
      'Invalid verification code. 3 tries left.',
      'Invalid verification code. 2 tries left.',
      'Invalid verification code. 1 try left.',
      'Invalid verification code. Please request a new code.',
    ]);
    // Even the right code is refused now.
    expect(await verify({ email, otp: code })).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes (5 tries). Please request a new code.' },
    });
  });

  it('lets the 5th try succeed', async () => {
    const { email, code } = await registerAccount(h);
    for (let attempt = 0; attempt < 4; attempt += 1) await verify({ email, otp: wrong(code) });
    expect((await verify({ email, otp: code })).status).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { email, code } = await registerAccount(h);
    h.setNow(new Date(Date.now() + 10 * 60_000 + 1000));
    try {
      expect(await verify({ email, otp: code })).toMatchObject({
        status: 400,
        body: { message: 'This code has expired. Please request a new code.' },
      });
    } finally {
      h.setNow(new Date());
    }
  });

  it('answers an unknown address like a wrong code', async () => {
    expect(await verify({ email: newEmail('ghost'), otp: '123456' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid verification code.' },
    });
  });

  it('limits failed code checks by IP: 30 in 15 minutes', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await verify({ email: newEmail('spray'), otp: '000000' }, ip)).status).toBe(400);
    }
    const limited = await verify({ email: newEmail('spray'), otp: '000000' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await verify({ email: newEmail('other'), otp: '000000' }, '198.51.100.8')).status).toBe(400);
  });

  it('limits failed code checks by account: 15 an hour, across codes and IPs', async () => {
    const { email, code } = await registerAccount(h);
    let current = code;
    let ip = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        ip += 1;
        await verify({ email, otp: wrong(current) }, `192.0.2.${ip}`);
      }
      h.setNow(new Date(h.deps.now().getTime() + 61_000));
      await resend(email, `192.0.2.${ip}`);
      current = codeIn(await h.mail.latest(email, round + 1));
    }
    const limited = await verify({ email, otp: current }, '192.0.2.200');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    h.setNow(new Date());
  });
});

describe('POST /api/resend-otp/', () => {
  it('sends a new code that replaces the old one', async () => {
    const { email, code } = await registerAccount(h);
    h.setNow(new Date(Date.now() + 61_000));
    try {
      expect(await resend(email)).toMatchObject({
        status: 200,
        body: { message: 'If this address is waiting for verification, a new code is on its way.' },
      });
      const fresh = codeIn(await h.mail.latest(email, 1));
      // Two draws of one in a million: the same code twice would be a broken generator.
      expect(fresh).not.toBe(code);
      expect((await verify({ email, otp: code })).status).toBe(400);
      expect((await verify({ email, otp: fresh })).status).toBe(200);
    } finally {
      h.setNow(new Date());
    }
  });

  it('answers the same for unknown and verified addresses, and sends nothing', async () => {
    const verified = await createUser(h.db);
    for (const email of [newEmail('unknown'), verified.email]) {
      expect(await resend(email)).toMatchObject({
        status: 200,
        body: { message: 'If this address is waiting for verification, a new code is on its way.' },
      });
      expect(h.mail.to(email)).toEqual([]);
    }
  });

  it('waits a minute between codes and sends 5 an hour at most', async () => {
    const { email } = await registerAccount(h);
    const start = Date.now();
    const tooSoon = await resend(email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    for (let minute = 1; minute <= 4; minute += 1) {
      h.setNow(new Date(start + minute * 61_000));
      expect((await resend(email)).status).toBe(200);
    }
    h.setNow(new Date(start + 5 * 61_000));
    expect(await resend(email)).toMatchObject({ status: 429 });
    h.setNow(new Date());
  });

  it('checks the address', async () => {
    expect(await resend('')).toMatchObject({ status: 422, body: { message: 'Email is missing.' } });
    expect(await resend('x@y')).toMatchObject({
      status: 422,
      body: { message: 'Please enter a valid email address.' },
    });
  });
});
