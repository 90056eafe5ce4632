import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStartingData } from '../src/data/starting-data.js';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { postJson, useHarness } from './support/harness.js';
import { resetTokenIn } from './support/memory-mailbox.js';
import { createStaff } from './support/staff-fixtures.js';
import type { StaffCaller } from './support/staff-fixtures.js';

/* Issue #27: staff keep the talent pool; production starts with none; every change is in the audit log. */

const h = useHarness();

let operations: Person;
let finance: Person;
let client: Person;

const asPerson = (staff: StaffCaller): Person => ({ ...staff, name: staff.role });

const profile = (overrides: Answer = {}) => ({
  name: 'Ngozi Eze',
  email: `ngozi.${Math.random().toString(36).slice(2, 8)}@example.com`,
  role: 'UI/UX Designer',
  discipline: 'design',
  seniority: 'Senior',
  experience_years: 7,
  skills: ['Figma', 'Prototyping'],
  rate_kobo: 8_000_000,
  rate_per: 'day',
  available: true,
  bio: 'Designs shops people finish buying in.',
  bank: { bank_name: 'GTBank', account_number: '0123456789', account_name: 'Ngozi Eze' },
  ...overrides,
});

const add = (who: Person, body: Answer) => send(h, who, 'POST', '/api/staff/talent/', body);
const auditOf = (subjectId: string) =>
  h.db.prisma.auditEntry.findMany({ where: { subjectId }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  operations = asPerson(await createStaff(h.db, 'Operations'));
  finance = asPerson(await createStaff(h.db, 'Finance'));
  client = await person(h);
});

describe('what a start adds', () => {
  it('production: nothing, not even talent; development: the demo bench', async () => {
    const log: string[] = [];
    await addStartingData(h.db.prisma, {
      production: true,
      log: (line) => log.push(line),
      now: new Date(),
      assistant: h.deps.assistant,
    });
    expect(await h.db.prisma.talent.count()).toBe(0);
    expect(log).toEqual([]);
    const client = await person(h);
    expect((await send(h, client, 'GET', '/api/talent/')).body.talent).toEqual([]);
  });
});

describe('adding and editing talent', () => {
  it('adds a profile with a day rate, its week derived, the account number masked, and audits it', async () => {
    const { status, body } = await add(operations, profile({ name: '  Ngozi   Eze ' }));
    expect(status).toBe(201);
    expect(body.message).toBe('Talent added.');
    expect(body.talent).toMatchObject({
      name: 'Ngozi Eze',
      seniority: 'Senior',
      rate: '₦80,000 / day',
      rate_kobo: 8_000_000,
      weekly_rate_kobo: 40_000_000,
      active: true,
      sign_in: 'Not invited',
      bank: { bank_name: 'GTBank', account_name: 'Ngozi Eze', account_number: '•••• 6789' },
    });
    expect(JSON.stringify(body)).not.toContain('0123456789');
    const [entry] = await auditOf(body.talent.id);
    expect(entry).toMatchObject({ action: 'talent.added', actorId: operations.id });
    expect(JSON.stringify(entry?.after)).not.toContain('0123456789');
    // A client sees the new talent in the catalogue, at its weekly rate.
    const catalogue = await send(h, client, 'GET', '/api/talent/?discipline=design');
    expect(catalogue.body.talent.map((talent: Answer) => [talent.name, talent.rate])).toContainEqual([
      'Ngozi Eze',
      '₦400,000 / week',
    ]);
  });

  it('takes a month rate as 12/52 of it a week', async () => {
    const { body } = await add(
      operations,
      profile({ rate_kobo: 520_000_000, rate_per: 'month', bank: null }),
    );
    expect(body.talent).toMatchObject({
      rate: '₦5,200,000 / month',
      weekly_rate_kobo: 120_000_000,
      bank: null,
    });
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const before = await h.db.prisma.talent.count();
    const taken = (await add(operations, profile())).body.talent.email as string;
    const cases: [Answer, string, string][] = [
      [{ name: 'A' }, 'name', "Enter the talent's full name."],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address.'],
      [{ email: taken.toUpperCase() }, 'email', 'Another talent already uses this e-mail address.'],
      [{ role: '' }, 'role', 'Enter the role the client sees, e.g. UI/UX Designer.'],
      [{ discipline: 'plumbing' }, 'discipline', 'Choose the kind of work they do.'],
      [{ seniority: 'Guru' }, 'seniority', 'Choose a seniority: Junior, Mid-level, Senior or Lead.'],
      [{ experience_years: 2.5 }, 'experience_years', 'Years of experience are a whole number from 0 to 50.'],
      [{ skills: ['  '] }, 'skills', 'Add at least one skill.'],
      [{ rate_kobo: 0 }, 'rate_kobo', 'Enter a rate in whole naira, above zero.'],
      [{ rate_kobo: 8_000_050 }, 'rate_kobo', 'Enter a rate in whole naira, above zero.'],
      [{ rate_kobo: 1e12 }, 'rate_kobo', 'That rate is too high: check the amount.'],
      [{ rate_per: 'hour' }, 'rate_per', 'Choose whether the rate is per day or per month.'],
      [
        { bank: { bank_name: 'GTBank', account_number: '12345', account_name: 'Ngozi Eze' } },
        'bank.account_number',
        'The account number has 10 digits.',
      ],
      [
        { bank: { bank_name: 'GTBank', account_name: 'Ngozi Eze' } },
        'bank.account_number',
        'The account number has 10 digits.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = await add(operations, profile(change));
      expect(answer, JSON.stringify(change)).toMatchObject({
        status: 422,
        body: { message, errors: { [field]: message } },
      });
    }
    expect(await h.db.prisma.talent.count()).toBe(before + 1);
  });

  it('edits the whole profile, keeping the account number unless a new one is given', async () => {
    const { body } = await add(operations, profile());
    const id = body.talent.id as string;
    const edited = await send(h, operations, 'PUT', `/api/staff/talent/${id}/`, {
      ...profile({ email: body.talent.email, role: 'Product Designer', rate_kobo: 9_000_000 }),
      bank: { bank_name: 'Access Bank', account_name: 'Ngozi Eze' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        message: 'Talent saved.',
        talent: {
          role: 'Product Designer',
          rate: '₦90,000 / day',
          bank: { bank_name: 'Access Bank', account_number: '•••• 6789' },
        },
      },
    });
    const row = await h.db.prisma.talent.findUniqueOrThrow({ where: { id } });
    expect(row.bankAccountNumber).toBe('0123456789');
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['talent.added', 'talent.edited']);
    expect(entries[1]?.before).toMatchObject({ role: 'UI/UX Designer' });
    expect(entries[1]?.after).toMatchObject({ role: 'Product Designer' });
    expect((await send(h, operations, 'PUT', '/api/staff/talent/not-a-uuid/', profile())).status).toBe(404);
  });

  it('lets Finance read the pool but not change it', async () => {
    const list = await send(h, finance, 'GET', '/api/staff/talent/?q=ngozi');
    expect(list.status).toBe(200);
    expect(list.body.talent.length).toBeGreaterThan(0);
    expect(list.body.seniorities).toEqual(['Junior', 'Mid-level', 'Senior', 'Lead']);
    expect(await add(finance, profile())).toMatchObject({
      status: 403,
      body: { message: 'Only Admin or Operations staff can do this.' },
    });
  });
});

describe('deactivating and inviting', () => {
  it('takes a deactivated talent off the catalogue and the list, and back', async () => {
    const id = (await add(operations, profile({ name: 'Tunde Ade' }))).body.talent.id as string;
    const off = await send(h, operations, 'POST', `/api/staff/talent/${id}/deactivate/`);
    expect(off).toMatchObject({
      status: 200,
      body: { message: 'Talent deactivated.', talent: { active: false } },
    });
    expect(await send(h, operations, 'POST', `/api/staff/talent/${id}/deactivate/`)).toMatchObject({
      status: 409,
      body: { message: 'This talent is already deactivated.' },
    });
    const names = async (path: string, who: Person) =>
      ((await send(h, who, 'GET', path)).body.talent as Answer[]).map((talent) => talent.name);
    expect(await names('/api/talent/', client)).not.toContain('Tunde Ade');
    expect(await names('/api/staff/talent/', operations)).not.toContain('Tunde Ade');
    expect(await names('/api/staff/talent/?status=deactivated', operations)).toContain('Tunde Ade');
    expect(await send(h, operations, 'POST', `/api/staff/talent/${id}/invite/`)).toMatchObject({
      status: 409,
      body: { message: 'Reactivate the talent before inviting them.' },
    });
    const on = await send(h, operations, 'POST', `/api/staff/talent/${id}/reactivate/`);
    expect(on).toMatchObject({
      status: 200,
      body: { message: 'Talent reactivated.', talent: { active: true } },
    });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'talent.added',
      'talent.deactivated',
      'talent.reactivated',
    ]);
  });

  it('invites a talent by e-mail to choose a password, after which they sign in', async () => {
    const { body } = await add(operations, profile({ name: 'Bisi Lawal' }));
    const { id, email } = body.talent as { id: string; email: string };
    const invited = await send(h, operations, 'POST', `/api/staff/talent/${id}/invite/`);
    expect(invited).toMatchObject({
      status: 200,
      body: { message: 'Invitation sent.', talent: { sign_in: 'Invited' } },
    });
    const mail = await h.mail.latest(email);
    expect(mail.subject).toBe('You are invited to sign in to Buildbay');
    const token = resetTokenIn(mail);
    const reset = await postJson(h.app, '/api/reset-password', { token, password: 'Talent-pass-1!' });
    expect(reset.status).toBe(200);
    const talent = await h.db.prisma.talent.findUniqueOrThrow({ where: { id }, include: { user: true } });
    expect(talent.user?.email).toBe(email);
    expect((await send(h, operations, 'GET', `/api/staff/talent/${id}/`)).body.sign_in).toBe('Signs in');
    expect(await send(h, operations, 'POST', `/api/staff/talent/${id}/invite/`)).toMatchObject({
      status: 409,
      body: { message: 'This talent already has a password and signs in.' },
    });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['talent.added', 'talent.invited']);
  });

  it('invites a bench talent through the account they already have', async () => {
    await seedTalentPool(h.db.prisma);
    const bench = await h.db.prisma.talent.findFirstOrThrow({
      where: { name: 'Chiamaka Obi' },
      include: { user: true },
    });
    await h.db.prisma.user.update({ where: { id: bench.userId ?? '' }, data: { passwordHash: null } });
    const invited = await send(h, operations, 'POST', `/api/staff/talent/${bench.id}/invite/`);
    expect(invited.status).toBe(200);
    expect((await h.mail.latest(bench.user?.email ?? '')).subject).toBe(
      'You are invited to sign in to Buildbay',
    );
  });
});
