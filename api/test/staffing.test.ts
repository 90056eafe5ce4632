import { seedTalentPool } from '@platform/prisma';
import type { Project, Talent } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { person, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';
import { createStaff } from './support/staff-fixtures.js';

/*
 * Issue #27: Operations review a project's team proposal before the client sees it, fit it to the budget (or
 * say why not) and send it; a change after sending is a new version; sent versions never change.
 */

const h = useHarness();
const now = new Date('2026-11-26T09:00:00Z');

let operations: Person;
let finance: Person;
let client: Person;
let designer: Talent;
let frontend: Talent;

const editorPath = (project: Project) => `/api/staff/projects/${project.id}/proposal/`;
const editor = async (project: Project) => (await send(h, operations, 'GET', editorPath(project))).body;
const save = (project: Project, body: Answer, who = operations) =>
  send(h, who, 'PUT', editorPath(project), body);
const sendIt = (project: Project, who = operations) => send(h, who, 'POST', `${editorPath(project)}send/`);
const clientView = async (project: Project) =>
  (await send(h, client, 'GET', `/api/projects/${project.id}/team-proposal/`)).body;

/** A ₦1.5 M website "before Christmas", as the client said it in the chat. */
async function smallBudgetProject(name = 'Mama Put Website') {
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: client.id,
      name,
      type: 'DESIGN_AND_DEVELOPMENT',
      status: 'PENDING_REVIEW',
      goal: 'Take orders online before Christmas',
      budgetMaxKobo: 150_000_000n,
      timelineText: 'before Christmas',
      deadline: new Date('2026-12-24'),
    },
  });
  await h.db.prisma.projectFeature.createMany({
    data: ['Menu', 'Orders'].map((feature, index) => ({
      projectId: project.id,
      name: feature,
      shortDescription: feature,
      specifications: [],
      createdAt: new Date(now.getTime() - (2 - index) * 1000),
    })),
  });
  return project;
}

/** A designer at ₦300,000 a week for 2 weeks, then with a developer at ₦120,000 for 2 more: ₦1,440,000. */
const fitting = () => ({
  summary: 'A designer first, then a developer joins to build the ordering site.',
  members: [
    { talent_id: designer.id, weekly_rate_kobo: 30_000_000 },
    { talent_id: frontend.id, weekly_rate_kobo: 12_000_000 },
  ],
  phases: [
    { name: 'Design', weeks: 2, talent_ids: [designer.id] },
    { name: 'Build and launch', weeks: 2, talent_ids: [designer.id, frontend.id] },
  ],
  budget_note: '',
});

beforeAll(async () => {
  h.setNow(now);
  await seedTalentPool(h.db.prisma);
  operations = { ...(await createStaff(h.db, 'Operations')), name: 'Operations' };
  finance = { ...(await createStaff(h.db, 'Finance')), name: 'Finance' };
  client = await person(h);
  designer = await h.db.prisma.talent.findFirstOrThrow({ where: { discipline: 'design' } });
  frontend = await h.db.prisma.talent.findFirstOrThrow({ where: { discipline: 'frontend' } });
});

describe("a project's proposal in the console", () => {
  it("starts from the assistant's team fitted to the client's budget and deadline, with the live total", async () => {
    const project = await smallBudgetProject();
    const body = await editor(project);
    expect(body).toMatchObject({
      project: {
        name: 'Mama Put Website',
        budget: '₦1,500,000',
        budget_said: 'up to ₦1,500,000',
        deadline: '2026-12-24',
        features: ['Menu', 'Orders'],
      },
      state: 'To prepare',
      draft_number: 1,
      draft_saved: false,
      fits_budget: false,
      versions: [],
    });
    // Over the budget at the catalogue's first picks: the lowest rate of each kind, then two phases (issue #28).
    expect(body.members.map((member: Answer) => member.role)).toEqual([
      'Product Designer',
      'Frontend Developer',
      'Backend Developer',
    ]);
    expect(body.phases.map((phase: Answer) => [phase.name, phase.weeks, phase.cost])).toEqual([
      ['Phase 1: first release', 1, '₦980,000'],
      ['Phase 2: the rest', 1, '₦980,000'],
    ]);
    expect(body.total_kobo).toBeGreaterThan(150_000_000);
    expect(body.budget_note).toContain('Phase 1: first release (1 week, ₦980,000, ');
    expect(body.budget_note).toContain(') delivers Menu within your budget and your deadline.');
    expect(await sendIt(project)).toMatchObject({
      status: 409,
      body: { message: 'This version was sent already: change the proposal before sending again.' },
    });
    expect((await clientView(project)).status).toBe('Preparing');
  });

  it('refuses each broken rule with its message, and saves nothing', async () => {
    const project = await smallBudgetProject();
    const good = fitting();
    const cases: [Answer, string, string][] = [
      [{ members: [] }, 'members', 'Choose at least one team member.'],
      [{ members: [good.members[0], good.members[0]] }, 'members', 'Each talent can be chosen only once.'],
      [
        { members: [{ talent_id: 'a', weekly_rate_kobo: 100 }] },
        'members',
        'One of the chosen talents is not available. Please choose again.',
      ],
      [
        { members: [{ talent_id: designer.id, weekly_rate_kobo: -100 }], phases: [good.phases[0]] },
        'members.0.weekly_rate_kobo',
        'Each rate is a whole naira amount per week, above zero.',
      ],
      [{ phases: [] }, 'phases', 'A proposal has at least one phase.'],
      [
        { phases: [{ ...good.phases[0], weeks: 0 }, good.phases[1]] },
        'phases.0.weeks',
        'A phase lasts from 1 to 52 weeks.',
      ],
      [
        { phases: [{ ...good.phases[0], name: ' ' }, good.phases[1]] },
        'phases.0.name',
        'Name each phase (at most 60 characters).',
      ],
      [
        { phases: [{ ...good.phases[0], talent_ids: [frontend.id, 'x'] }, good.phases[1]] },
        'phases.0.talent_ids',
        'A phase can only include members of the team.',
      ],
      [
        { phases: [good.phases[0]] },
        'phases',
        `${frontend.name} works in no phase: add them to one or take them off the team.`,
      ],
      // Far past the plan's limits, the schema refuses in the plan's words, not zod's.
      [
        { members: Array.from({ length: 41 }, () => good.members[0]) },
        'members',
        'A team has at most 10 members.',
      ],
      [
        { phases: Array.from({ length: 25 }, () => good.phases[0]) },
        'phases',
        'A proposal has at most 6 phases.',
      ],
      [{ summary: 'x'.repeat(2001) }, 'summary', 'The summary has at most 500 characters.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save(project, { ...good, ...change });
      expect(answer, JSON.stringify(change)).toMatchObject({
        status: 422,
        body: { message, errors: { [field]: message } },
      });
    }
    expect(await h.db.prisma.proposalVersion.count({ where: { projectId: project.id } })).toBe(0);
    expect(await h.db.prisma.auditEntry.count({ where: { subjectId: project.id } })).toBe(0);
  });

  it('is fitted to the budget and sent; the client then sees that version with its date', async () => {
    const project = await smallBudgetProject();
    const saved = await save(project, fitting());
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: 'Proposal saved.',
        proposal: {
          state: 'Draft',
          draft_number: 1,
          draft_saved: true,
          weeks: 4,
          total: '₦1,440,000',
          fits_budget: true,
          phases: [
            { name: 'Design', weeks: 2, cost: '₦600,000', members: [designer.name] },
            { name: 'Build and launch', weeks: 2, cost: '₦840,000', members: [designer.name, frontend.name] },
          ],
        },
      },
    });
    expect(saved.body.proposal.members[1]).toMatchObject({ weeks: 2, cost: '₦240,000' });
    // Saved is not sent: the client still sees nothing of the draft.
    expect((await clientView(project)).status).toBe('Preparing');

    const sent = await sendIt(project);
    expect(sent).toMatchObject({
      status: 200,
      body: { message: 'Proposal sent to the client.', proposal: { state: 'Sent', draft_saved: false } },
    });
    expect(sent.body.proposal.versions).toEqual([
      {
        number: 1,
        sent_at: now.toISOString(),
        sent_by: expect.stringContaining('(Operations)'),
        total: '₦1,440,000',
        weeks: 4,
      },
    ]);
    expect(await clientView(project)).toMatchObject({
      status: 'Sent',
      version: 1,
      sent_on: '26 November 2026',
      summary: 'A designer first, then a developer joins to build the ordering site.',
      weeks: 4,
      total: '₦1,440,000',
      budget: '₦1,500,000',
      members: [
        { name: designer.name, rate: '₦300,000 / week' },
        { name: frontend.name, rate: '₦120,000 / week' },
      ],
    });
    const contract = (await send(h, client, 'GET', `/api/projects/${project.id}/contract/`)).body;
    expect(contract).toMatchObject({
      status: 'Draft',
      proposal: { version: 1, sent_on: '26 November 2026' },
      document: { total: '₦1,440,000', timeline_weeks: 4 },
    });
    expect(contract.document.team.map((member: Answer) => [member.weeks, member.amount])).toEqual([
      [4, '₦1,200,000'],
      [2, '₦240,000'],
    ]);
    const entries = await h.db.prisma.auditEntry.findMany({
      where: { subjectId: project.id },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['proposal.saved', operations.id],
      ['proposal.sent', operations.id],
    ]);
  });

  it('is sent over the budget only with a note saying why, which the client reads', async () => {
    const project = await smallBudgetProject('Over Budget Shop');
    const body = await editor(project);
    const asProposed = {
      summary: body.summary,
      members: body.members.map((member: Answer) => ({
        talent_id: member.talent_id,
        weekly_rate_kobo: member.weekly_rate_kobo,
      })),
      phases: body.phases.map((phase: Answer) => ({
        name: phase.name,
        weeks: phase.weeks,
        talent_ids: phase.talent_ids,
      })),
      budget_note: '',
    };
    expect((await save(project, asProposed)).body.proposal.fits_budget).toBe(false);
    const refused = await sendIt(project);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(
      /^The total of ₦[\d,]+ is over the client's budget of ₦1,500,000: fit the proposal to the budget, or say why in the budget note\.$/,
    );
    expect(refused.body.errors).toHaveProperty('budget_note');
    expect((await clientView(project)).status).toBe('Preparing');
    const note = 'Ordering and payments need a backend; a smaller first phase would not take orders.';
    await save(project, { ...asProposed, budget_note: note });
    expect((await sendIt(project)).status).toBe(200);
    expect(await clientView(project)).toMatchObject({ status: 'Sent', budget_note: note });
  });

  it('keeps each sent version: a change after sending is the next version, which the client sees once sent', async () => {
    const project = await smallBudgetProject('Versioned Shop');
    await save(project, fitting());
    await sendIt(project);
    const first = await h.db.prisma.proposalVersion.findFirstOrThrow({
      where: { projectId: project.id, number: 1 },
    });

    const change = {
      ...fitting(),
      phases: [{ name: 'Whole project', weeks: 3, talent_ids: [designer.id, frontend.id] }],
    };
    const saved = await save(project, change);
    expect(saved.body.proposal).toMatchObject({ state: 'Draft', draft_number: 2, total: '₦1,260,000' });
    expect(await clientView(project)).toMatchObject({ version: 1, total: '₦1,440,000' });
    await sendIt(project);
    expect(await clientView(project)).toMatchObject({ version: 2, total: '₦1,260,000', weeks: 3 });

    const versions = await h.db.prisma.proposalVersion.findMany({
      where: { projectId: project.id },
      orderBy: { number: 'asc' },
    });
    expect(versions.map((version) => [version.number, version.totalKobo])).toEqual([
      [1, 144_000_000n],
      [2, 126_000_000n],
    ]);
    expect(versions[0]).toEqual(first);
  });

  it('no longer changes once the client signed', async () => {
    const project = await smallBudgetProject('Signed Shop');
    await save(project, fitting());
    await sendIt(project);
    const draft = (await send(h, client, 'GET', `/api/projects/${project.id}/contract/`)).body;
    const signed = await send(h, client, 'POST', `/api/projects/${project.id}/contract/sign/`, {
      full_name: 'Kemi Adeyemi',
      agree: true,
      document_sha256: draft.document_sha256,
    });
    expect(signed.status).toBe(201);
    const message = 'The contract is signed: the team, cost and payment schedule can no longer change.';
    expect(await save(project, fitting())).toMatchObject({ status: 409, body: { message } });
    expect((await editor(project)).state).toBe('Signed');
    expect((await clientView(project)).status).toBe('Signed');
  });

  it('lists the projects to staff by state; Finance reads but may not change or send', async () => {
    const project = await smallBudgetProject('Listed Shop');
    const list = await send(h, finance, 'GET', '/api/staff/proposals/?state=To%20prepare');
    expect(list.status).toBe(200);
    expect(list.body.projects.map((row: Answer) => row.name)).toContain('Listed Shop');
    expect(list.body.projects.every((row: Answer) => row.state === 'To prepare')).toBe(true);
    const row = list.body.projects.find((item: Answer) => item.id === project.id);
    expect(row).toMatchObject({ budget: '₦1,500,000', deadline: '2026-12-24', version: null });
    // A project whose chat is not finished is not listed until the client creates it.
    await h.db.prisma.project.create({
      data: { ownerId: client.id, name: 'Half Said Shop', type: 'DEVELOPMENT', status: 'DRAFT' },
    });
    const all = await send(h, finance, 'GET', '/api/staff/proposals/');
    expect(all.body.projects.map((item: Answer) => item.name)).toContain('Listed Shop');
    expect(all.body.projects.map((item: Answer) => item.name)).not.toContain('Half Said Shop');
    // Each state is its own filter: a project moves from one list to the next as its proposal goes.
    const listed = async (state: string) =>
      (
        await send(h, finance, 'GET', `/api/staff/proposals/?state=${encodeURIComponent(state)}`)
      ).body.projects.map((item: Answer) => item.id);
    expect(await save(project, fitting())).toMatchObject({ status: 200 });
    expect(await listed('Draft')).toContain(project.id);
    expect(await listed('To prepare')).not.toContain(project.id);
    expect(await sendIt(project)).toMatchObject({ status: 200 });
    expect(await listed('Sent')).toContain(project.id);
    expect(await listed('Draft')).not.toContain(project.id);
    await save(project, { ...fitting(), summary: 'A second look at the same team.' });
    expect(await listed('Draft')).toContain(project.id);
    expect(await listed('Sent')).not.toContain(project.id);
    expect((await send(h, finance, 'GET', editorPath(project))).status).toBe(200);
    const refused = { status: 403, body: { message: 'Only Admin or Operations staff can do this.' } };
    expect(await save(project, fitting(), finance)).toMatchObject(refused);
    expect(await sendIt(project, finance)).toMatchObject(refused);
    expect((await send(h, operations, 'GET', '/api/staff/projects/nope/proposal/')).status).toBe(404);
  });

  it('pages the list newest first: more than a page of proposals, each listed once, ties kept in order', async () => {
    const seeded = new Date('2026-11-20T09:00:00.000Z');
    // 55 projects, the first 30 at the same instant: the cursor's id must part them.
    await h.db.prisma.project.createMany({
      data: Array.from({ length: 55 }, (_, index) => ({
        ownerId: client.id,
        name: `Paged Shop ${index + 1}`,
        type: 'DEVELOPMENT' as const,
        status: 'PENDING_REVIEW' as const,
        createdAt: new Date(seeded.getTime() - Math.max(0, index - 29) * 60_000),
      })),
    });
    const pages: Answer[][] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const page = await send(h, operations, 'GET', `/api/staff/proposals/?state=To%20prepare${query}`);
      expect(page.status).toBe(200);
      pages.push(page.body.projects as Answer[]);
      before = page.body.next_before as string | null;
    } while (before && pages.length < 10);
    const rows = pages.flat();
    expect(pages[0]).toHaveLength(50);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const paged = rows.filter((row) => String(row.name).startsWith('Paged Shop '));
    expect(paged).toHaveLength(55);
    const order = rows.map((row) => [row.created_at, row.id].join(' '));
    expect(order).toEqual([...order].sort().reverse());

    expect((await send(h, operations, 'GET', '/api/staff/proposals/?limit=2')).body.projects).toHaveLength(2);
    expect(await send(h, operations, 'GET', '/api/staff/proposals/?before=yesterday')).toMatchObject({
      status: 422,
      body: { errors: { before: 'before must be the previous page’s next_before.' } },
    });
  });
});
