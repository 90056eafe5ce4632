import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitToClient } from '../src/staff/staffing/phased-draft.js';
import type { ProposalPlan } from '../src/staff/staffing/proposal-plan.js';
import { putOnPlan } from './support/billing-fixtures.js';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';
import { createStaff } from './support/staff-fixtures.js';

/*
 * Issue #28: the machine's proposal respects what the client said. A website for ₦1.5 M "before Christmas",
 * told in one message of pidgin, gets no mobile developer, and a first phase within the budget and the deadline,
 * the later phase with its cost; the client's pages say so plainly; the contract's scope is prose.
 */

const h = useHarness();
const now = new Date('2026-11-26T09:00:00Z');

let client: Person;
let operations: Person;

const MESSAGE =
  'Abeg I wan build website for my restaurant, Mama Put Kitchen, so customers fit order food online. ' +
  'Design and development. Features: menu, online ordering, Paystack payment, delivery tracking. ' +
  'My budget na 1.5m and I need am before Christmas';

/** The new-project chat as the client has it: the one message, then closing phrases, then "Create it". */
async function projectFromChat(): Promise<string> {
  const start = (await send(h, client, 'POST', '/api/chat-start/', { session_id: null })).body;
  for (const message of [MESSAGE, 'no', 'nope, that is it', 'Create it']) {
    const reply = await send(h, client, 'POST', '/api/chat/response/', {
      session_id: start.session_id,
      project_id: start.project_id,
      user_response: message,
    });
    expect(reply.status, message).toBe(200);
  }
  return start.project_id as string;
}

const editorPath = (id: string) => `/api/staff/projects/${id}/proposal/`;

beforeAll(async () => {
  h.setNow(now);
  await seedTalentPool(h.db.prisma);
  client = await person(h);
  await putOnPlan(h.db.prisma, client.id, 'GROWTH');
  operations = { ...(await createStaff(h.db, 'Operations')), name: 'Operations' };
});

describe("the machine's proposal for a ₦1.5 M website before Christmas (issue #28)", () => {
  it('has no mobile developer, and a first phase within the budget and deadline, the rest with its cost', async () => {
    const id = await projectFromChat();
    const project = await h.db.prisma.project.findUniqueOrThrow({ where: { id } });
    expect(project).toMatchObject({
      name: 'Mama Put Kitchen',
      goal: 'Customers can order food online',
      budgetMaxKobo: 150_000_000n,
    });
    expect(project.deadline?.toISOString().slice(0, 10)).toBe('2026-12-25');

    const editor = (await send(h, operations, 'GET', editorPath(id))).body as Answer;
    const disciplines = editor.members.map((member: Answer) => member.discipline);
    expect(disciplines).toEqual(['design', 'frontend', 'backend']);
    // The lowest rate of each kind the pool has (prisma/src/seed-talent.ts), as the budget is tight.
    expect(editor.members.map((member: Answer) => member.name)).toEqual([
      'Tunde Adeyemi',
      'Kelechi Okonkwo',
      'Segun Ajayi',
    ]);
    expect(editor.phases).toEqual([
      {
        name: 'Phase 1: first release',
        weeks: 2,
        talent_ids: [editor.members[0].talent_id, editor.members[1].talent_id],
        members: ['Tunde Adeyemi', 'Kelechi Okonkwo'],
        cost_kobo: 124_000_000,
        cost: '₦1,240,000',
      },
      expect.objectContaining({ name: 'Phase 2: the rest', weeks: 4, cost: '₦3,920,000' }),
    ]);
    expect(editor.phases[0].cost_kobo).toBeLessThanOrEqual(150_000_000);
    expect(editor.budget_note).toBe(
      'The whole work does not fit your budget of ₦1,500,000 and your deadline of 25 December 2026, so we ' +
        'propose it in two phases. Phase 1: first release (2 weeks, ₦1,240,000, Tunde Adeyemi and Kelechi ' +
        'Okonkwo) delivers Menu within your budget and your deadline. Phase 2: the rest (4 weeks, ₦3,920,000, ' +
        'the whole team) adds Online ordering, Paystack payment and Delivery tracking, when you are ready.',
    );
    expect(editor.summary).toBe(
      'For a Design and Development project, I suggest a UI/UX designer and two developers. A first phase ' +
        'fits your budget and your deadline; the rest follows in a second phase.',
    );
    expect(editor.budget_fit).toBe(
      'The whole plan costs ₦5,160,000, more than your budget of ₦1,500,000. The first phase, Phase 1: first ' +
        'release, fits your budget and your deadline: ₦1,240,000 over 2 weeks. Later phases follow at their ' +
        'own cost when you are ready: Phase 2: the rest: ₦3,920,000 (4 weeks). The contract covers every ' +
        'phase; to sign for the first phase alone, ask for a change.',
    );

    // Operations send the draft as the machine made it: it needs no change to be sendable.
    const body = {
      summary: editor.summary,
      members: editor.members.map((member: Answer) => ({
        talent_id: member.talent_id,
        weekly_rate_kobo: member.weekly_rate_kobo,
      })),
      phases: editor.phases.map(({ name, weeks, talent_ids }: Answer) => ({ name, weeks, talent_ids })),
      budget_note: editor.budget_note,
    };
    expect((await send(h, operations, 'PUT', editorPath(id), body)).status).toBe(200);
    expect((await send(h, operations, 'POST', `${editorPath(id)}send/`)).status).toBe(200);

    const proposal = (await send(h, client, 'GET', `/api/projects/${id}/team-proposal/`)).body;
    expect(proposal).toMatchObject({
      status: 'Sent',
      total: '₦5,160,000',
      budget: '₦1,500,000',
      budget_note: editor.budget_note,
      budget_fit: editor.budget_fit,
    });
    const contract = (await send(h, client, 'GET', `/api/projects/${id}/contract/`)).body;
    expect(contract.proposal).toMatchObject({ version: 1, budget_fit: editor.budget_fit });
    // The scope is prose from the brief (its overview and objectives), never the message the client typed; the
    // website the first message named is a deliverable from that message on, the features a row of their own.
    expect(contract.document.scope).toBe(
      'Mama Put Kitchen is a design and development project. We deliver the website. It covers menu, online ' +
        'ordering, Paystack payment and delivery tracking. Its main goal: customers can order food online. ' +
        'Budget: ₦1,500,000. Timeline: before Christmas. Objectives: Customers can order food online; Deliver ' +
        'the main features: menu, online ordering, Paystack payment and delivery tracking.',
    );
    expect(contract.document.deliverables).toEqual(['Website']);
    expect(contract.document.features).toEqual([
      'Menu',
      'Online ordering',
      'Paystack payment',
      'Delivery tracking',
    ]);
    expect(contract.document.scope).not.toContain('Abeg');
  });

  it('stays one phase when the plan fits, and says so', async () => {
    const id = await projectFromChat();
    await h.db.prisma.project.update({
      where: { id },
      data: { budgetMaxKobo: 2_000_000_000n, deadline: new Date('2027-06-30') },
    });
    const editor = (await send(h, operations, 'GET', editorPath(id))).body;
    expect(editor.phases).toHaveLength(1);
    expect(editor).toMatchObject({
      budget_note: '',
      fits_budget: true,
      budget_fit:
        'The whole plan is within your budget of ₦20,000,000 and done by your deadline of 30 June 2027.',
    });
  });

  it('puts a frontend developer alone on a site of pages, with no backend', async () => {
    const start = (await send(h, client, 'POST', '/api/chat-start/', { session_id: null })).body;
    for (const message of [
      'I need a simple website for my law firm with our services, team and contact details. Both design and development',
      'nope, that is it',
      'Create it',
    ]) {
      await send(h, client, 'POST', '/api/chat/response/', {
        session_id: start.session_id,
        project_id: start.project_id,
        user_response: message,
      });
    }
    const editor = (await send(h, operations, 'GET', editorPath(start.project_id))).body;
    expect(editor.members.map((member: Answer) => member.discipline)).toEqual(['design', 'frontend']);
  });
});

describe('fitting a plan to the client', () => {
  const member = (id: string, discipline: string, rate: number) => ({
    talent_id: id,
    name: id,
    role: discipline,
    discipline,
    weekly_rate_kobo: rate,
    reason: null,
  });
  const start = (weeks: number): ProposalPlan => ({
    summary: 'A team.',
    weeks_reason: 'Estimated.',
    members: [member('d', 'design', 30_000_000), member('f', 'frontend', 30_000_000)],
    phases: [{ name: 'Whole project', weeks, talent_ids: ['d', 'f'] }],
  });

  it('splits on the deadline alone when the budget is open', () => {
    const deadline = new Date('2026-12-24');
    const { plan, budgetNote } = fitToClient(start(6), 6, [], [], {
      budgetKobo: null,
      deadline,
      deadlineWeeks: 3,
    });
    expect(plan.phases.map((phase) => [phase.weeks, phase.talent_ids])).toEqual([
      [3, ['d', 'f']],
      [3, ['d', 'f']],
    ]);
    expect(budgetNote).toContain('within your deadline.');
  });

  it('says plainly when even the smallest first phase is over', () => {
    const { plan, budgetNote } = fitToClient(start(4), 4, [], [], {
      budgetKobo: 10_000_000,
      deadline: null,
      deadlineWeeks: null,
    });
    expect(plan.phases[0]).toMatchObject({ weeks: 1, talent_ids: ['d'] });
    expect(budgetNote).toContain(
      'the smallest useful start, and is still over your budget: tell us what matters most and we will shape it with you.',
    );
  });
});
