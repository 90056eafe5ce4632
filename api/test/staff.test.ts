import { STAFF_MESSAGES } from '@platform/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { addStaff } from '../src/staff/console/staff-accounts.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import { resetTokenIn } from './support/memory-mailbox.js';
import { callAs, createStaff } from './support/staff-fixtures.js';

const h = useHarness();

let emails = 0;
const newEmail = () => `staff-test-${(emails += 1)}-${Date.now()}@example.com`;

const call = (method: string, path: string, token: string, body?: unknown) =>
  callAs(h.app, method, path, token, body);

const auditOf = (subjectId: string) =>
  h.db.prisma.auditEntry.findMany({ where: { subjectId }, orderBy: { id: 'asc' } });

describe('adding staff', () => {
  it('an Admin adds a new person: e-mailed a password link, signs in to /staff, must turn on two-factor first', async () => {
    const admin = await createStaff(h.db, 'Admin');
    const email = newEmail();
    const added = await call('POST', '/api/staff/members/', admin.token, {
      email: ` ${email.toUpperCase()} `,
      first_name: 'Kemi',
      last_name: 'Ade',
      role: 'Operations',
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(STAFF_MESSAGES.added);
    expect(added.body.staff_member).toMatchObject({
      email,
      first_name: 'Kemi',
      role: 'Operations',
      active: true,
      two_factor_enabled: false,
    });

    const welcome = await h.mail.latest(email);
    expect(welcome.subject).toBe('You have been added to the Buildbay staff as Operations');
    const reset = await postJson(h.app, '/api/reset-password', {
      token: resetTokenIn(welcome),
      password: 'Staff-pass-2026!',
    });
    expect(reset.status).toBe(200);

    const login = await postJson(
      h.app,
      '/api/login/',
      { email, pwd: 'Staff-pass-2026!', screen_width: 1440 },
      ((await (await h.app.request('/api/get-form-token')).json()) as { formToken: string }).formToken,
    );
    const signedIn = (await login.json()) as { access_token: string; navigate_to: string };
    expect(signedIn.navigate_to).toBe('/staff');
    const token = signedIn.access_token;

    expect((await call('GET', '/api/staff/me/', token)).body).toMatchObject({
      email,
      role: 'Operations',
      two_factor_enabled: false,
    });
    const setup = await call('POST', '/api/two-factor/setup/', token);
    const code = await generate({ secret: String(setup.body.secret), epoch: Math.floor(Date.now() / 1000) });
    expect((await call('POST', '/api/two-factor/enable/', token, { code })).status).toBe(200);
    expect((await call('GET', '/api/staff/me/', token)).body.two_factor_enabled).toBe(true);
    // Staff may not turn it off again.
    const off = await call('POST', '/api/two-factor/disable/', token, { code });
    expect(off.status).toBe(403);

    const [entry] = await auditOf(String((added.body.staff_member as { id: string }).id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: `First${admin.email.match(/user(\d+)-/)?.[1]} Tester (Admin)`,
      action: 'staff.added',
      summary: `Added ${email} as Operations`,
      before: null,
      after: { email, role: 'Operations', active: true },
    });
  });

  it('an existing account becomes staff with its own password, and two-factor sign-in becomes required', async () => {
    const admin = await createStaff(h.db, 'Admin');
    const client = await createUser(h.db);
    const added = await call('POST', '/api/staff/members/', admin.token, {
      email: client.email,
      role: 'Finance',
    });
    expect(added.status).toBe(201);
    expect((await h.mail.latest(client.email)).text).toContain('Sign in with your usual password.');
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: client.id } });
    expect(user.twoFactorRequired).toBe(true);
    expect(user.passwordHash).not.toBeNull();
    const again = await call('POST', '/api/staff/members/', admin.token, {
      email: client.email,
      role: 'Admin',
    });
    expect(again).toEqual({ status: 409, body: { message: STAFF_MESSAGES.alreadyStaff } });
  });

  it('refuses a blank or malformed address and an unknown role at their fields, changing nothing', async () => {
    const admin = await createStaff(h.db, 'Admin');
    const before = await h.db.prisma.staffMember.count();
    expect(await call('POST', '/api/staff/members/', admin.token, { email: ' ', role: 'Finance' })).toEqual({
      status: 422,
      body: { message: STAFF_MESSAGES.emailNeeded, errors: { email: STAFF_MESSAGES.emailNeeded } },
    });
    expect(
      (await call('POST', '/api/staff/members/', admin.token, { email: 'not-an-address', role: 'Finance' }))
        .body.errors,
    ).toEqual({ email: 'Enter a valid e-mail address.' });
    expect(
      await call('POST', '/api/staff/members/', admin.token, { email: newEmail(), role: 'Boss' }),
    ).toEqual({
      status: 422,
      body: { message: STAFF_MESSAGES.roleInvalid, errors: { role: STAFF_MESSAGES.roleInvalid } },
    });
    expect(await h.db.prisma.staffMember.count()).toBe(before);
  });

  it('the command line adds staff too, recorded as by the command line', async () => {
    const email = newEmail();
    const row = await addStaff(
      h.deps,
      { email, role: 'Admin' },
      { userId: null, name: 'command line (ops@host)' },
    );
    expect(row.user.firstName).toBe('Staff');
    const [entry] = await auditOf(row.userId);
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'command line (ops@host)',
      action: 'staff.added',
    });
  });
});

describe('changing staff', () => {
  it('changes a role and deactivates, each with its before and after in the audit log', async () => {
    const admin = await createStaff(h.db, 'Admin');
    const member = await createStaff(h.db, 'Operations');
    const path = `/api/staff/members/${member.id}/`;
    const changed = await call('PATCH', path, admin.token, { role: 'Finance' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(STAFF_MESSAGES.roleChanged);
    const off = await call('PATCH', path, admin.token, { active: false });
    expect(off.body).toMatchObject({ message: STAFF_MESSAGES.deactivated, staff_member: { active: false } });
    expect((await call('GET', '/api/staff/me/', member.token)).status).toBe(404);

    const entries = await auditOf(member.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff.role-changed', { role: 'Operations', active: true }, { role: 'Finance', active: true }],
      ['staff.deactivated', { role: 'Finance', active: true }, { role: 'Finance', active: false }],
    ]);
  });

  it('nobody changes their own standing', async () => {
    const admin = await createStaff(h.db, 'Admin');
    const own = await call('PATCH', `/api/staff/members/${admin.id}/`, admin.token, { role: 'Finance' });
    expect(own).toEqual({ status: 403, body: { message: STAFF_MESSAGES.ownAccount } });
  });

  it('two last Admins demoting each other at once leave one Admin', async () => {
    await h.db.prisma.staffMember.updateMany({
      where: { role: 'ADMIN' },
      data: { deactivatedAt: new Date() },
    });
    const [first, second] = [await createStaff(h.db, 'Admin'), await createStaff(h.db, 'Admin')];
    const answers = await Promise.all([
      call('PATCH', `/api/staff/members/${second.id}/`, first.token, { role: 'Finance' }),
      call('PATCH', `/api/staff/members/${first.id}/`, second.token, { role: 'Finance' }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await h.db.prisma.staffMember.count({ where: { role: 'ADMIN', deactivatedAt: null } })).toBe(1);
  });
});

describe('the audit log', () => {
  it('is searchable by words and action, newest first, a page at a time', async () => {
    const admin = await createStaff(h.db, 'Admin');
    for (const role of ['Finance', 'Operations', 'Finance']) {
      await call('POST', '/api/staff/members/', admin.token, { email: newEmail(), role });
    }
    const found = await call('GET', '/api/staff/audit-log/?q=as%20finance&limit=1', admin.token);
    const entries = found.body.entries as { summary: string; id: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.summary).toMatch(/^Added staff-test-.* as Finance$/);
    const older = await call(
      'GET',
      `/api/staff/audit-log/?q=as%20finance&limit=1&before=${String(found.body.next_before)}`,
      admin.token,
    );
    const olderEntries = older.body.entries as { id: string }[];
    expect(BigInt(olderEntries[0]!.id)).toBeLessThan(BigInt(entries[0]!.id));
    expect(found.body.actions).toContain('staff.added');
    const byAction = await call('GET', '/api/staff/audit-log/?action=staff.deactivated', admin.token);
    expect(
      (byAction.body.entries as { action: string }[]).every((entry) => entry.action === 'staff.deactivated'),
    ).toBe(true);
  });

  it('can be neither edited nor deleted, even by hand in the database', async () => {
    const admin = await createStaff(h.db, 'Admin');
    await call('POST', '/api/staff/members/', admin.token, { email: newEmail(), role: 'Finance' });
    const entry = await h.db.prisma.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
    await expect(
      h.db.prisma.$executeRaw`UPDATE "audit_log" SET "summary" = 'nothing happened' WHERE "id" = ${entry.id}`,
    ).rejects.toThrow(/append-only/);
    await expect(h.db.prisma.$executeRaw`DELETE FROM "audit_log" WHERE "id" = ${entry.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(h.db.prisma.$executeRaw`TRUNCATE "audit_log"`).rejects.toThrow(/append-only/);
    expect((await h.db.prisma.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).summary).toBe(
      entry.summary,
    );
  });
});

describe('signing in', () => {
  it('a client still goes to the dashboard, and sign-up cannot make staff', async () => {
    const client = await createUser(h.db);
    const token = await logIn(h.app, client);
    expect((await h.app.request('/api/staff/me/', bearer(token))).status).toBe(404);
    expect(await h.db.prisma.staffMember.findUnique({ where: { userId: client.id } })).toBeNull();
  });
});
