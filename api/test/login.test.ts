import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, formToken, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();

async function login(body: Record<string, unknown>) {
  const response = await postJson(h.app, '/api/login/', body, await formToken(h.app));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/login/ rules, in the spec order', () => {
  it('1. refuses screens narrower than 1024 px before anything else', async () => {
    expect(await login({ email: '', pwd: '', screen_width: 1023, honeyPot: 'bot' })).toEqual({
      status: 422,
      body: {
        message: 'Login is only allowed on larger screen devices.',
        errors: { screen_width: 'Login is only allowed on larger screen devices.' },
      },
    });
    expect((await login({ email: 'a@b.co', pwd: 'x', screen_width: '800' })).body.message).toBe(
      'Login is only allowed on larger screen devices.',
    );
  });

  it('2. answers a filled honeypot with 400 "Bad Request."', async () => {
    const result = await login({ email: '', pwd: '', screen_width: 1024, honeyPot: 'bot' });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Bad Request.');
  });

  it('3. requires every field (blank after trimming counts as empty)', async () => {
    for (const body of [
      {},
      { email: '   ', pwd: 'secret', screen_width: 1440 },
      { email: 'a@b.co', pwd: '', screen_width: 1440 },
      { email: 'a@b.co', pwd: 'secret' },
      { email: 'a@b.co', pwd: 'secret', screen_width: ' ' },
    ]) {
      expect(await login(body)).toMatchObject({ status: 422, body: { message: 'All fields are required.' } });
    }
  });

  it('4. checks the e-mail shape', async () => {
    for (const email of ['plainaddress', 'a b@c.de', 'a@b', '@b.co']) {
      expect(await login({ email, pwd: 'secret', screen_width: 1440 })).toEqual({
        status: 422,
        body: {
          message: 'Please enter a valid email address.',
          errors: { email: 'Please enter a valid email address.' },
        },
      });
    }
  });
});

describe('POST /api/login/ credentials', () => {
  let verified: TestUser;
  let unverified: TestUser;
  let withoutProfile: TestUser;
  let talent: TestUser;

  beforeAll(async () => {
    verified = await createUser(h.db);
    unverified = await createUser(h.db, { verified: false });
    withoutProfile = await createUser(h.db, { profile: false });
    talent = await createUser(h.db, { profile: false });
    await h.db.prisma.talent.create({
      data: {
        userId: talent.id,
        name: 'Tobi Adeyemi',
        role: 'Frontend Developer',
        discipline: 'frontend',
        weeklyRateKobo: 25_000_000n,
        experienceYears: 4,
        skills: ['React'],
      },
    });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = { status: 401, body: { message: 'Invalid email or password.' } };
    expect(await login({ email: verified.email, pwd: 'Wrong-pass-1!', screen_width: 1440 })).toEqual(wrong);
    expect(await login({ email: 'ghost@example.com', pwd: verified.password, screen_width: 1440 })).toEqual(
      wrong,
    );
  });

  it('logs in (e-mail trimmed, any case) and sends the user where they belong', async () => {
    const cases: [TestUser, string][] = [
      [verified, '/dashboard'],
      [unverified, '/verify-email'],
      [withoutProfile, '/create-profile'],
      [talent, '/dashboard'],
    ];
    for (const [user, destination] of cases) {
      const result = await login({
        email: `  ${user.email.toUpperCase()} `,
        pwd: user.password,
        screen_width: 1440,
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ message: 'Login successful', navigate_to: destination });
      const token = result.body.access_token as string;
      expect(token).toMatch(/^[\w-]{43}$/);
      const check = await h.app.request('/api/check-auth/', bearer(token));
      expect(check.status).toBe(200);
    }
  });

  it('stores only a hash of the token, expiring in 30 days', async () => {
    const result = await login({ email: verified.email, pwd: verified.password, screen_width: 1440 });
    const token = result.body.access_token as string;
    const sessions = await h.db.prisma.session.findMany({ where: { userId: verified.id } });
    expect(sessions.some((session) => session.tokenHash.includes(token))).toBe(false);
    const latest = sessions.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const days = ((latest?.expiresAt.getTime() ?? 0) - (latest?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});
