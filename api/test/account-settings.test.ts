import { describe, expect, it, vi } from 'vitest';
import { fromIp, pngBytes } from './support/accounts-helpers.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import { codeIn } from './support/memory-mailbox.js';
import { zipEntries } from './support/zip-entries.js';

const h = useHarness();

async function send(method: string, path: string, token: string, body?: unknown, ip = '198.51.100.9') {
  const response = await h.app.request(
    path,
    {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    fromIp(ip),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function account(token: string) {
  return (await (await h.app.request('/api/account/', bearer(token))).json()) as Record<string, unknown>;
}

async function patchProfile(token: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request('http://localhost/', { method: 'PATCH', body: form });
  const body = await encoded.arrayBuffer();
  const response = await h.app.request('/api/account/profile/', {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      'Content-Length': String(body.byteLength),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const business = {
  business_name: 'Okafor Studio',
  industry: 'Design',
  address: 'Lekki, Lagos',
  number_of_team_members: '6',
};

describe('GET /api/account/', () => {
  it("shows the account's names, address, business and two-factor state", async () => {
    const user = await createUser(h.db);
    expect(await account(await logIn(h.app, user))).toEqual({
      first_name: expect.stringMatching(/^First\d+$/),
      last_name: 'Tester',
      email: user.email,
      pending_email: null,
      has_password: true,
      google_linked: false,
      business: {
        business_name: 'Acme',
        industry: 'Retail',
        address: 'Lagos',
        number_of_team_members: 3,
        picture_url: null,
      },
      two_factor: { enabled: false, required: false, recovery_codes_left: 0 },
      closing_blockers: [],
    });
    expect((await h.app.request('/api/account/')).status).toBe(401);
  });
});

describe('PATCH /api/account/profile/', () => {
  it('saves names, business details and a new picture', async () => {
    const token = await logIn(h.app, await createUser(h.db));
    const saved = await patchProfile(token, {
      first_name: ' Ada ',
      last_name: 'Okafor',
      ...business,
      profile_picture: new File([Buffer.from(pngBytes)], 'me.png', { type: 'image/png' }),
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Your profile is saved.' } });
    const after = await account(token);
    expect(after).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      business: {
        business_name: 'Okafor Studio',
        industry: 'Design',
        address: 'Lekki, Lagos',
        number_of_team_members: 6,
      },
    });
    expect((after.business as { picture_url: string }).picture_url).toMatch(
      /^\/api\/profile-pictures\/[0-9a-f]{32}\.png$/,
    );
  });

  it('refuses blank names, half the business details, a bad team size or a file that is not an image', async () => {
    const token = await logIn(h.app, await createUser(h.db));
    expect(await patchProfile(token, { first_name: ' ', last_name: 'Okafor', ...business })).toEqual({
      status: 422,
      body: {
        message: 'First and last name are required.',
        errors: { first_name: 'First and last name are required.' },
      },
    });
    const half = await patchProfile(token, {
      first_name: 'Ada',
      last_name: 'Okafor',
      business_name: 'Studio',
    });
    expect(half.body.message).toBe(
      'Business name, industry, address and number of team members are all required.',
    );
    const team = await patchProfile(token, {
      first_name: 'Ada',
      last_name: 'Okafor',
      ...business,
      number_of_team_members: '0',
    });
    expect(team.body.message).toBe('Number of team members must be a whole number of at least 1.');
    const notImage = await patchProfile(token, {
      first_name: 'Ada',
      last_name: 'Okafor',
      ...business,
      profile_picture: new File(['hello'], 'me.png', { type: 'image/png' }),
    });
    expect(notImage.body.message).toBe('The profile picture must be an image file (JPEG, PNG, GIF or WebP).');
    // A business profile cannot be emptied: nothing changed by any of these.
    expect((await patchProfile(token, { first_name: 'Ada', last_name: 'Okafor' })).status).toBe(422);
    expect(await account(token)).toMatchObject({ last_name: 'Tester', business: { business_name: 'Acme' } });
  });
});

describe('POST /api/account/password/', () => {
  it('changes the password with the current one and ends every other session', async () => {
    const user = await createUser(h.db);
    const other = await logIn(h.app, user);
    const token = await logIn(h.app, user);
    const changed = await send('POST', '/api/account/password/', token, {
      current_password: user.password,
      new_password: 'Another-pass-2!',
      confirm_password: 'Another-pass-2!',
    });
    expect(changed).toEqual({
      status: 200,
      body: { message: 'Your password is changed. Every other session has been signed out.', ended: 1 },
    });
    expect((await h.app.request('/api/check-auth/', bearer(other))).status).toBe(401);
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
    expect(h.mail.to(user.email).at(-1)?.subject).toBe('Your password was changed');
    expect(await logIn(h.app, { email: user.email, password: 'Another-pass-2!' })).toBeTruthy();
  });

  it('checks every field and rate-limits a wrong current password', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    const body = (current: string, next = 'Another-pass-2!', confirm = next) => ({
      current_password: current,
      new_password: next,
      confirm_password: confirm,
    });
    expect(
      (await send('POST', '/api/account/password/', token, body(user.password, 'weak'))).body.message,
    ).toBe('Password must be at least 8 characters long.');
    expect(
      (
        await send(
          'POST',
          '/api/account/password/',
          token,
          body(user.password, 'Another-pass-2!', 'Other-pass-3!'),
        )
      ).body,
    ).toEqual({
      message: 'Passwords do not match.',
      errors: { confirm_password: 'Passwords do not match.' },
    });
    expect(
      (await send('POST', '/api/account/password/', token, body(user.password, user.password))).body.message,
    ).toBe('Choose a password different from your current one.');
    for (let i = 0; i < 5; i += 1) {
      expect(await send('POST', '/api/account/password/', token, body('Wrong-pass-1!'))).toEqual({
        status: 422,
        body: {
          message: 'Your current password is not right.',
          errors: { current_password: 'Your current password is not right.' },
        },
      });
    }
    const limited = await send('POST', '/api/account/password/', token, body(user.password));
    expect(limited.status).toBe(429);
    expect(await logIn(h.app, user)).toBeTruthy();
  });
});

describe('changing the e-mail address', () => {
  it('sends a code to the new address, changes it with the code and tells the old address', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    const newEmail = `moved-${Date.now()}@example.com`;
    const started = await send('POST', '/api/account/email/', token, {
      new_email: newEmail.toUpperCase(),
      current_password: user.password,
    });
    expect(started).toEqual({
      status: 200,
      body: { message: 'We sent a 6-digit code to your new address. Enter it here to finish the change.' },
    });
    expect(await account(token)).toMatchObject({ email: user.email, pending_email: newEmail });
    const code = codeIn(await h.mail.latest(newEmail));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await send('POST', '/api/account/email/confirm/', token, { code: wrong })).toEqual({
      status: 422,
      body: { message: 'That code is not right.', errors: { code: 'That code is not right.' } },
    });
    const confirmed = await send('POST', '/api/account/email/confirm/', token, { code });
    expect(confirmed).toEqual({
      status: 200,
      body: { message: `Your e-mail address is now ${newEmail}.`, email: newEmail },
    });
    expect(h.mail.to(user.email).at(-1)?.text).toContain(`was changed to ${newEmail}`);
    expect(await logIn(h.app, { email: newEmail, password: user.password })).toBeTruthy();
    expect(await send('POST', '/api/account/email/confirm/', token, { code })).toEqual({
      status: 409,
      body: { message: 'There is no change of e-mail address waiting: start again.' },
    });
  });

  it('refuses an address in use, the same address, a bad one or a wrong password', async () => {
    const user = await createUser(h.db);
    const taken = await createUser(h.db);
    const token = await logIn(h.app, user);
    const start = (new_email: string, current_password = user.password) =>
      send('POST', '/api/account/email/', token, { new_email, current_password });
    expect((await start(taken.email)).body.message).toBe(
      'An account with this e-mail address already exists.',
    );
    expect((await start(user.email)).body.message).toBe('That is already your e-mail address.');
    expect((await start('not-an-address')).body.message).toBe('Please enter a valid email address.');
    expect((await start('fresh@example.com', 'Wrong-pass-1!')).body.message).toBe(
      'Your current password is not right.',
    );
    expect(await h.db.prisma.emailChange.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('sessions', () => {
  it('lists the live sessions with device and address, ends one, then all others', async () => {
    const user = await createUser(h.db);
    const login = async (userAgent: string, ip: string) => {
      const tokenAnswer = await h.app.request('/api/get-form-token');
      const { formToken } = (await tokenAnswer.json()) as { formToken: string };
      const answer = await h.app.request(
        '/api/login/',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: formToken, 'User-Agent': userAgent },
          body: JSON.stringify({ email: user.email, pwd: user.password, screen_width: 1440 }),
        },
        { incoming: { socket: { remoteAddress: ip }, headers: { 'user-agent': userAgent } } },
      );
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    const phone = await login(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
      '203.0.113.21',
    );
    const laptop = await login(
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      '203.0.113.22',
    );
    const tablet = await login('Mozilla/5.0 (Linux; Android 14) Firefox/130.0', '203.0.113.23');

    const listed = await h.app.request('/api/account/sessions/', bearer(laptop));
    const { sessions } = (await listed.json()) as {
      sessions: { id: string; device: string; ip_address: string; current: boolean }[];
    };
    expect(
      sessions
        .map(({ device, ip_address, current }) => ({ device, ip_address, current }))
        .sort((a, b) => a.ip_address.localeCompare(b.ip_address)),
    ).toEqual([
      { device: 'Safari on iPhone', ip_address: '203.0.113.21', current: false },
      { device: 'Chrome on Windows', ip_address: '203.0.113.22', current: true },
      { device: 'Firefox on Android', ip_address: '203.0.113.23', current: false },
    ]);
    const phoneSession = sessions.find((session) => session.device === 'Safari on iPhone');
    const current = sessions.find((session) => session.current);
    expect(await send('DELETE', `/api/account/sessions/${phoneSession?.id}/`, laptop)).toEqual({
      status: 200,
      body: { message: 'The session has ended.' },
    });
    expect((await h.app.request('/api/check-auth/', bearer(phone))).status).toBe(401);
    expect((await send('DELETE', `/api/account/sessions/${phoneSession?.id}/`, laptop)).status).toBe(404);
    expect(await send('DELETE', `/api/account/sessions/${current?.id}/`, laptop)).toEqual({
      status: 409,
      body: { message: 'This is the session you are using: log out instead.' },
    });
    // Someone else's session is not found either.
    const stranger = await logIn(h.app, await createUser(h.db));
    expect((await send('DELETE', `/api/account/sessions/${current?.id}/`, stranger)).status).toBe(404);

    expect(await send('POST', '/api/account/sessions/end-others/', laptop)).toEqual({
      status: 200,
      body: { message: 'Signed out of 1 other session.', ended: 1 },
    });
    expect((await h.app.request('/api/check-auth/', bearer(tablet))).status).toBe(401);
    expect((await h.app.request('/api/check-auth/', bearer(laptop))).status).toBe(200);
  });
});

describe('download my data', () => {
  it('prepares a zip in the background and e-mails a link that works for its signed-in owner only', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    const asked = await send('POST', '/api/account/data-export/', token);
    expect(asked).toEqual({
      status: 202,
      body: { message: 'We are preparing your data. We will e-mail you a link when it is ready.' },
    });
    // Made after the answer: wait for it to be ready (a crash in it would show here as FAILED).
    await vi.waitFor(
      async () => {
        const status = await (await h.app.request('/api/account/data-export/', bearer(token))).json();
        expect((status as { export: { status: string } }).export.status).toBe('READY');
      },
      { timeout: 30_000, interval: 100 },
    );
    const mail = await h.mail.latest(user.email);
    expect(mail.subject).toBe('Your Buildbay data is ready');
    const link = new URL(/http\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.pathname).toBe('/settings');
    const exportId = link.searchParams.get('export') ?? '';
    const linkToken = link.searchParams.get('token') ?? '';

    const download = (bearerToken: string, tokenInLink = linkToken) =>
      h.app.request(
        `/api/account/data-export/${exportId}/download?token=${tokenInLink}`,
        bearer(bearerToken),
      );
    const response = await download(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const files = zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'projects.json', 'billing.json']),
    );
    const accountJson = JSON.parse(files.get('account.json')?.toString() ?? '{}') as Record<string, unknown>;
    expect(accountJson).toMatchObject({ id: user.id, email: user.email });
    expect(files.get('account.json')?.toString()).not.toContain('passwordHash');

    expect((await download(token, 'wrong-token')).status).toBe(404);
    const stranger = await logIn(h.app, await createUser(h.db));
    expect((await download(stranger)).status).toBe(404);
    h.setNow(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    const late = await download(token);
    expect(await late.json()).toEqual({
      message: 'This download link has expired. Ask for your data again in Settings.',
    });
    h.setNow(new Date());
  });
});

describe('POST /api/account/close/', () => {
  it('is refused while the account owes an invoice, saying what to do first', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    await h.db.prisma.invoice.create({
      data: {
        ownerId: user.id,
        number: 7,
        purpose: 'plan',
        subtotalKobo: 100_00n,
        vatKobo: 7_50n,
        totalKobo: 107_50n,
        issuedAt: new Date(),
        dueAt: new Date(),
      },
    });
    const refused = await send('POST', '/api/account/close/', token, {
      current_password: user.password,
      confirm: true,
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Your account cannot be closed yet. Unpaid invoice #7: pay it in Billing first.' },
    });
    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(200);
  });

  it('needs the tick and the current password, then removes personal data and keeps paid invoices', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    await h.db.prisma.project.create({ data: { ownerId: user.id, name: 'Old shop' } });
    await h.db.prisma.invoice.create({
      data: {
        ownerId: user.id,
        number: 1,
        status: 'PAID',
        purpose: 'plan',
        subtotalKobo: 100_00n,
        vatKobo: 7_50n,
        totalKobo: 107_50n,
        issuedAt: new Date(),
        dueAt: new Date(),
        paidAt: new Date(),
      },
    });
    expect(
      (await send('POST', '/api/account/close/', token, { current_password: user.password })).body.message,
    ).toBe('Tick the box to confirm that you want to close your account.');
    expect(
      (await send('POST', '/api/account/close/', token, { current_password: 'Wrong-1!', confirm: true }))
        .status,
    ).toBe(422);
    const closed = await send('POST', '/api/account/close/', token, {
      current_password: user.password,
      confirm: true,
    });
    expect(closed).toEqual({
      status: 200,
      body: { message: 'Your account is closed. We are sorry to see you go.' },
    });

    expect((await h.app.request('/api/check-auth/', bearer(token))).status).toBe(401);
    const row = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      firstName: 'Former',
      lastName: 'member',
      passwordHash: null,
      email: `closed-${user.id}@closed.invalid`,
    });
    expect(row.closedAt).not.toBeNull();
    expect(await h.db.prisma.project.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await h.db.prisma.invoice.count({ where: { ownerId: user.id } })).toBe(1);
    expect(await h.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});
