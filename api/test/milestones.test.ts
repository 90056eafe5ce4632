import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { milestoneTitle, plannedDueDate } from '../src/workspace/milestones/milestone-plan.js';
import { sweepMilestones } from '../src/workspace/milestones/milestone-sweep.js';
import { pdfBytes, person, send, upload } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { signedProject } from './support/contract-fixtures.js';
import { hiredProject } from './support/delivery-fixtures.js';
import { anInvoice } from './support/payables.js';
import type { HiredProject } from './support/delivery-fixtures.js';
import { useHarness } from './support/harness.js';

/* Issue #26: milestones from the signed contract, split by the team, delivered, answered, accepted, paid. */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

let stranger: Person;

const timeline = async (who: Person, projectId: string) =>
  send(h, who, 'GET', `/api/projects/${projectId}/milestones/`);
const act = (who: Person, milestoneId: string, action: string, body?: unknown) =>
  send(h, who, 'POST', `/api/milestones/${milestoneId}/${action}/`, body);
const milestonesOf = async (who: Person, projectId: string) =>
  (await timeline(who, projectId)).body.milestones as Answer[];

/** Someone on the project with one level on Budget & Financial Control (View elsewhere). */
async function withBudget(projectId: string, level: 'VIEW' | 'APPROVE') {
  const who = await person(h);
  await h.db.prisma.projectMember.create({
    data: {
      projectId,
      userId: who.id,
      role: 'Editor',
      budgetAndFinance: level,
      filesAndDocumentation: 'EDIT',
    },
  });
  return who;
}

/** The team's first member delivers milestone `index` with a PDF and a note. */
async function deliver(hired: HiredProject, index = 0, note = 'Here it is.') {
  const [talent] = hired.team;
  if (!talent) throw new Error('no team');
  const file = await upload(h, talent, hired.projectId, 'design.pdf', pdfBytes(note));
  const milestone = (await milestonesOf(talent, hired.projectId))[index];
  return act(talent, milestone?.id, 'deliver', { file_ids: [file.body.file.id], notes: note });
}

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  stranger = await person(h);
});

describe('milestones from the signed contract', () => {
  it('makes one milestone per payment: due dates across the weeks, features shared, amounts; the first starts at kickoff', async () => {
    const hired = await hiredProject(h, 'Milestone Cakes');
    const { status, body } = await timeline(hired.owner, hired.projectId);
    expect(status).toBe(200);
    expect(body.today).toBe('2026-11-23');
    const contract = await h.db.prisma.projectContract.findUniqueOrThrow({
      where: { projectId: hired.projectId },
    });
    const total = Number(contract.totalKobo);
    expect(body.milestones).toMatchObject([
      {
        position: 1,
        title: 'Catalogue and Checkout',
        contract_part: 0,
        due_date: '2026-12-07',
        amount_kobo: Math.ceil(total / 2),
        features: [{ name: 'Catalogue' }, { name: 'Checkout' }],
        status: 'In Progress',
        progress: { done: 0, total: 0, percent: 0 },
        can: { deliver: false, split: false, accept: false, request_changes: false },
      },
      {
        position: 2,
        title: 'Accounts',
        contract_part: 1,
        due_date: '2026-12-21',
        amount_kobo: total - Math.ceil(total / 2),
        features: [{ name: 'Accounts' }],
        status: 'Planned',
      },
    ]);
    expect(body.next).toMatchObject({
      title: 'Catalogue and Checkout',
      text: 'The team is working on Catalogue and Checkout, due 7 December 2026.',
    });
    // The placed team may deliver; a stranger learns nothing.
    const [talent] = hired.team;
    expect((await milestonesOf(talent as Person, hired.projectId))[0]?.can).toMatchObject({
      deliver: true,
      split: true,
    });
    expect((await timeline(stranger, hired.projectId)).status).toBe(404);
  });

  it('is empty before signing and Planned between signing and the first payment', async () => {
    const owner = await person(h);
    const draft = await h.db.prisma.project.create({
      data: { ownerId: owner.id, name: 'Unsigned', status: 'DRAFT' },
    });
    expect((await timeline(owner, draft.id)).body).toMatchObject({ milestones: [], next: null });
    const signed = await signedProject(h, owner, 'Signed only', signedAt);
    const milestones = await milestonesOf(owner, signed.id);
    expect(milestones.map((milestone) => milestone.status)).toEqual(['Planned', 'Planned']);
  });

  it('counts progress from the tasks of its features', async () => {
    const hired = await hiredProject(h, 'Progress Cakes');
    const [catalogue] = hired.features;
    for (const status of ['COMPLETED', 'IN_PROGRESS', 'APPROVED', 'TO_DO'] as const) {
      await h.db.prisma.task.create({
        data: {
          projectId: hired.projectId,
          name: `Task ${status}`,
          type: 'CODE',
          description: '',
          status,
          position: 0,
          features: { create: { featureId: catalogue?.id ?? '' } },
        },
      });
    }
    const [first] = await milestonesOf(hired.owner, hired.projectId);
    expect(first?.progress).toEqual({ done: 2, total: 4, percent: 50 });
  });
});

describe('splitting', () => {
  it('the team splits off a milestone with its own date, features and amount; the client sees it', async () => {
    const hired = await hiredProject(h, 'Split Cakes');
    const [talent] = hired.team as [Person];
    const [first] = await milestonesOf(talent, hired.projectId);
    const [catalogue] = hired.features;
    const split = await act(talent, first?.id, 'split', {
      title: 'Catalogue pages',
      due_date: '2026-11-30',
      feature_ids: [catalogue?.id],
      amount_kobo: 1_000_000,
    });
    expect(split.status).toBe(201);
    expect(split.body.message).toBe('Milestone split.');
    const milestones = await milestonesOf(hired.owner, hired.projectId);
    expect(
      milestones.map((m) => [m.position, m.title, m.due_date, m.features.map((f: Answer) => f.name)]),
    ).toEqual([
      [1, 'Catalogue pages', '2026-11-30', ['Catalogue']],
      // Named from its features, it is named from the one it keeps.
      [2, 'Checkout', '2026-12-07', ['Checkout']],
      [3, 'Accounts', '2026-12-21', ['Accounts']],
    ]);
    expect(milestones[0]).toMatchObject({ amount_kobo: 1_000_000, contract_part: 0, status: 'In Progress' });
    expect(milestones[1]?.amount_kobo).toBe(first?.amount_kobo - 1_000_000);
    expect(milestones[1]?.history).toMatchObject([
      { kind: 'Split', by: talent.name, note: '"Catalogue pages" split off' },
    ]);
  });

  it('refuses the client, bad dates, foreign features and amounts that are not a share', async () => {
    const hired = await hiredProject(h, 'Split Rules');
    const [talent] = hired.team as [Person];
    const [first, second] = await milestonesOf(talent, hired.projectId);
    const good = { title: 'Part', due_date: '2026-11-30', feature_ids: [], amount_kobo: 100 };
    const cases: [Person, Answer, number, string][] = [
      [hired.owner, good, 403, 'Only the project team can deliver or split milestones.'],
      [talent, { ...good, title: ' ' }, 422, 'Give the new milestone a title (up to 120 characters).'],
      [talent, { ...good, due_date: '2026-02-30' }, 422, 'Please pick a real due date.'],
      [talent, { ...good, due_date: '20266-11-30' }, 422, 'Please pick a real due date.'],
      [talent, { ...good, due_date: '3'.repeat(41) }, 422, 'Please pick a real due date.'],
      [
        talent,
        { ...good, due_date: '2026-11-22' },
        422,
        'The due date must be between today and the due date of the milestone it is split from.',
      ],
      [
        talent,
        { ...good, due_date: '2026-12-08' },
        422,
        'The due date must be between today and the due date of the milestone it is split from.',
      ],
      [
        talent,
        { ...good, feature_ids: [second?.features[0].id] },
        422,
        'Pick features of this milestone only, and leave it at least one when it has several.',
      ],
      [
        talent,
        { ...good, feature_ids: first?.features.map((f: Answer) => f.id) },
        422,
        'Pick features of this milestone only, and leave it at least one when it has several.',
      ],
      [
        talent,
        { ...good, amount_kobo: 0 },
        422,
        "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.",
      ],
      [
        talent,
        { ...good, amount_kobo: 10.5 },
        422,
        "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.",
      ],
      [
        talent,
        { ...good, amount_kobo: first?.amount_kobo },
        422,
        "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.",
      ],
    ];
    // What a script or a fuzzer sends instead: each answered with the rule's own words, never zod's.
    const amountRule =
      "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.";
    const titleRule = 'Give the new milestone a title (up to 120 characters).';
    const featuresRule =
      'Pick features of this milestone only, and leave it at least one when it has several.';
    cases.push(
      [talent, { ...good, title: 'x'.repeat(121) }, 422, titleRule],
      [talent, { ...good, title: 'x'.repeat(501) }, 422, titleRule],
      [talent, { ...good, title: 5 }, 422, titleRule],
      [talent, { ...good, due_date: 20261130 }, 422, 'Please pick a real due date.'],
      [talent, { ...good, due_date: '' }, 422, 'Please pick a real due date.'],
      [talent, { ...good, feature_ids: 'f1' }, 422, featuresRule],
      [talent, { ...good, feature_ids: [7] }, 422, featuresRule],
      [talent, { ...good, amount_kobo: null }, 422, amountRule],
      [talent, { ...good, amount_kobo: '100' }, 422, amountRule],
      [talent, { ...good, amount_kobo: -100 }, 422, amountRule],
      [talent, { ...good, amount_kobo: 1e300 }, 422, amountRule],
    );
    for (const [who, body, status, message] of cases) {
      const answer = await act(who, first?.id, 'split', body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await h.db.prisma.milestone.count({ where: { projectId: hired.projectId } })).toBe(2);
    expect((await act(stranger, first?.id, 'split', good)).status).toBe(404);
  });
});

describe('delivery and acceptance', () => {
  it('delivery opens a client review; changes requested go back to the team; delivered again and accepted, a prepaid part is Paid', async () => {
    const hired = await hiredProject(h, 'Delivered Cakes');
    const [talent] = hired.team as [Person];
    const delivered = await deliver(hired, 0, 'First cut.');
    expect([delivered.status, delivered.body.message]).toEqual([200, 'Milestone delivered for review.']);
    let [first] = await milestonesOf(hired.owner, hired.projectId);
    expect(first).toMatchObject({
      status: 'Delivered',
      auto_accept_on: '2026-11-30',
      can: { accept: true, request_changes: true },
    });
    const reviewId = new URLSearchParams(first?.review_path.split('?')[1]).get('review');
    const review = (await send(h, hired.owner, 'GET', `/api/reviews/${reviewId}/`)).body;
    expect(review).toMatchObject({
      name: 'Catalogue and Checkout delivery',
      review_type: 'Client Review',
      status: 'review',
    });
    // The approvers are told.
    expect(
      await h.db.prisma.notification.findFirst({
        where: { userId: hired.owner.id, title: 'Catalogue and Checkout delivered' },
      }),
    ).toBeTruthy();

    // Delivering twice, or accepting without the right, is refused.
    expect((await deliver(hired, 0)).body.message).toBe(
      'This milestone is waiting for the client to accept it or request changes.',
    );
    const viewer = await withBudget(hired.projectId, 'VIEW');
    const refused = await act(viewer, first?.id, 'accept');
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'You need Approve access to Budget & Financial Control.',
    ]);
    expect((await act(talent, first?.id, 'accept')).status).toBe(403);
    expect((await act(hired.owner, first?.id, 'request-changes', { comment: '  ' })).body.message).toBe(
      'Please say what should change.',
    );

    const changes = await act(hired.owner, first?.id, 'request-changes', {
      comment: 'Make the logo larger.',
    });
    expect([changes.status, changes.body.message]).toEqual([200, 'Changes requested.']);
    [first] = changes.body.timeline.milestones;
    expect(first?.status).toBe('Changes Requested');
    expect(first?.history.at(-1)).toMatchObject({
      kind: 'Changes requested',
      by: hired.owner.name,
      note: 'Make the logo larger.',
    });
    expect(
      await h.db.prisma.notification.findFirst({
        where: { userId: talent.id, title: 'Changes requested on Catalogue and Checkout' },
      }),
    ).toMatchObject({ body: 'Make the logo larger.' });
    expect((await act(hired.owner, first?.id, 'accept')).body.message).toBe(
      'This milestone has not been delivered yet.',
    );

    expect((await deliver(hired, 0, 'Bigger logo.')).status).toBe(200);
    const approver = await withBudget(hired.projectId, 'APPROVE');
    const accepted = await act(approver, first?.id, 'accept');
    expect([accepted.status, accepted.body.message]).toEqual([200, 'Milestone accepted.']);
    const [done, second] = accepted.body.timeline.milestones as Answer[];
    // The first part was paid at the kickoff, so it is Paid at once; the next one starts.
    expect(done).toMatchObject({ status: 'Paid', progress: { percent: 100 } });
    expect(second?.status).toBe('In Progress');
    expect(accepted.body.timeline.next).toMatchObject({ title: 'Accounts' });

    // Never twice, and nothing delivered after acceptance.
    expect((await act(hired.owner, first?.id, 'accept')).body.message).toBe(
      'This milestone has already been accepted.',
    );
    expect((await deliver(hired, 0)).body.message).toBe('This milestone has already been accepted.');
    expect((await act(hired.owner, first?.id, 'request-changes', { comment: 'More' })).status).toBe(409);
    const reviews = await h.db.prisma.review.findMany({
      where: { projectId: hired.projectId },
      orderBy: { createdAt: 'asc' },
    });
    expect(reviews.map((row) => row.status)).toEqual(['REJECTED', 'APPROVED']);
  });

  it('answers a delivery from Reviews & Approval as the milestone, by the milestone rules', async () => {
    const hired = await hiredProject(h, 'Review Route Cakes');
    await deliver(hired);
    const [first] = await milestonesOf(hired.owner, hired.projectId);
    const reviewId = new URLSearchParams(first?.review_path.split('?')[1]).get('review');
    const [talent] = hired.team as [Person];
    expect((await send(h, talent, 'POST', `/api/reviews/${reviewId}/approve/`, {})).status).toBe(403);
    const rejected = await send(h, hired.owner, 'POST', `/api/reviews/${reviewId}/reject/`, {
      reason: 'Wrong colours.',
    });
    expect(rejected.status).toBe(200);
    expect((await milestonesOf(hired.owner, hired.projectId))[0]?.status).toBe('Changes Requested');
    const resubmit = await send(h, talent, 'POST', `/api/reviews/${reviewId}/resubmit/`, {});
    expect([resubmit.status, resubmit.body.message]).toEqual([
      409,
      'This review is a milestone delivery: deliver the milestone again on Timeline & Milestones.',
    ]);
  });

  it('refuses delivery before the first payment, and by anyone but the team', async () => {
    const owner = await person(h);
    const signed = await signedProject(h, owner, 'Unpaid Cakes', signedAt);
    const [first] = await milestonesOf(owner, signed.id);
    expect((await act(owner, first?.id, 'deliver', { link: 'https://example.com' })).status).toBe(403);
    const hired = await hiredProject(h, 'Team Only Cakes');
    const [milestone] = await milestonesOf(hired.owner, hired.projectId);
    const editor = await withBudget(hired.projectId, 'APPROVE');
    expect((await act(editor, milestone?.id, 'deliver', { link: 'https://example.com' })).body.message).toBe(
      'Only the project team can deliver or split milestones.',
    );
    expect((await act(hired.team[0] as Person, milestone?.id, 'deliver', {})).body.message).toBe(
      'Add at least one file or a link to review.',
    );
  });

  it('reminds the approvers on the 3rd and 6th day and accepts on the 7th', async () => {
    const hired = await hiredProject(h, 'Silent Client Cakes');
    await deliver(hired);
    const at = (days: number) => new Date(signedAt.getTime() + days * DAY + 60_000);
    const sweep = (days: number) => sweepMilestones({ ...h.deps, now: () => at(days) });
    expect(await sweep(2)).toEqual({ reminded: 0, accepted: 0 });
    expect(await sweep(3)).toEqual({ reminded: 1, accepted: 0 });
    expect(await sweep(3)).toEqual({ reminded: 0, accepted: 0 });
    const reminder = await h.db.prisma.notification.findFirst({
      where: { userId: hired.owner.id, title: 'Catalogue and Checkout is waiting for your answer' },
    });
    expect(reminder?.body).toBe(
      'Accept Catalogue and Checkout of Silent Client Cakes or request changes: in 4 days it is accepted automatically.',
    );
    expect(await sweep(6)).toEqual({ reminded: 1, accepted: 0 });
    expect(await sweep(7)).toEqual({ reminded: 0, accepted: 1 });
    const [first] = await milestonesOf(hired.owner, hired.projectId);
    expect(first).toMatchObject({ status: 'Paid', auto_accepted: true });
    expect(first?.history.find((event: Answer) => event.kind === 'Accepted')).toMatchObject({
      by: null,
      note: 'No answer within 7 days',
    });
  });

  it('completes the project once every milestone is accepted and paid', async () => {
    const hired = await hiredProject(h, 'Finished Cakes');
    await deliver(hired, 0);
    const [first, second] = await milestonesOf(hired.owner, hired.projectId);
    await act(hired.owner, first?.id, 'accept');
    // The second part paid ahead of acceptance (as a monthly part can be): acceptance makes it Paid.
    const { invoice } = await anInvoice(h.db, hired.owner.id);
    await h.db.prisma.invoice.update({
      where: { id: invoice.id },
      data: { projectId: hired.projectId, contractPart: 1, status: 'PAID', paidAt: signedAt },
    });
    await deliver(hired, 1);
    expect((await h.db.prisma.project.findUniqueOrThrow({ where: { id: hired.projectId } })).status).toBe(
      'IN_PROGRESS',
    );
    const accepted = await act(hired.owner, second?.id, 'accept');
    expect(accepted.body.timeline.milestones[1].status).toBe('Paid');
    expect(accepted.body.timeline.next).toBeNull();
    expect((await h.db.prisma.project.findUniqueOrThrow({ where: { id: hired.projectId } })).status).toBe(
      'COMPLETED',
    );
    const activity = await h.db.prisma.activity.findMany({
      where: { projectId: hired.projectId, kind: { startsWith: 'milestone.' } },
      orderBy: { id: 'asc' },
    });
    expect(activity.map((row) => row.kind)).toEqual([
      'milestone.delivered',
      'milestone.accepted',
      'milestone.paid',
      'milestone.delivered',
      'milestone.accepted',
      'milestone.paid',
    ]);
    expect(
      await h.db.prisma.activity.count({ where: { projectId: hired.projectId, kind: 'project.completed' } }),
    ).toBe(1);
  });
});

describe('recent updates', () => {
  it("lists the project's changes newest first, by subject, each linking to what changed, only to its people", async () => {
    const hired = await hiredProject(h, 'Updates Cakes');
    await deliver(hired);
    const [first] = await milestonesOf(hired.owner, hired.projectId);
    await act(hired.owner, first?.id, 'request-changes', { comment: 'Brighter colours.' });
    const all = await send(h, hired.owner, 'GET', `/api/projects/${hired.projectId}/recent-updates/`);
    expect(all.status).toBe(200);
    const [newest] = all.body.updates as Answer[];
    expect(newest).toMatchObject({
      kind: 'milestone.changes-requested',
      subject: 'milestone',
      summary: `${hired.owner.name} requested changes to Catalogue and Checkout: Brighter colours.`,
      link: expect.stringMatching(/\/timeline-and-milestones$/),
    });
    const kinds = (all.body.updates as Answer[]).map((update) => update.kind);
    expect(kinds.slice(0, 5)).toEqual([
      'milestone.changes-requested',
      'review.updated',
      'milestone.delivered',
      'review.created',
      'file.created',
    ]);
    const reviews = await send(
      h,
      hired.owner,
      'GET',
      `/api/projects/${hired.projectId}/recent-updates/?subject=review`,
    );
    expect((reviews.body.updates as Answer[]).every((update) => update.subject === 'review')).toBe(true);
    expect(reviews.body.updates[0].link).toMatch(/\/reviewandapproval\?review=/);
    const bad = await send(
      h,
      hired.owner,
      'GET',
      `/api/projects/${hired.projectId}/recent-updates/?before=x`,
    );
    expect([bad.status, bad.body.message]).toEqual([422, 'before must be the id of an update.']);
    expect((await send(h, stranger, 'GET', `/api/projects/${hired.projectId}/recent-updates/`)).status).toBe(
      404,
    );
  });
});

describe('a planned milestone', () => {
  it('is named from what it delivers', () => {
    expect(milestoneTitle(['Logo and brand kit'], 1)).toBe('Logo and brand kit');
    expect(milestoneTitle(['Catalogue', 'Checkout'], 1)).toBe('Catalogue and Checkout');
    expect(milestoneTitle(['Menu', 'Orders', 'Payments'], 1)).toBe('Menu, Orders and Payments');
    expect(milestoneTitle(['Menu', 'Orders', 'Payments', 'Delivery', 'Reviews'], 1)).toBe(
      'Menu, Orders and 3 more',
    );
    expect(milestoneTitle(['  ', ''], 2)).toBe('Milestone 2');
    expect(milestoneTitle(['x'.repeat(90), 'y'.repeat(90)], 1).length).toBeLessThanOrEqual(120);
  });

  it('is due on a working day: a share ending on a Saturday or Sunday is due the Friday before', () => {
    const day = (date: Date) => date.toISOString().slice(0, 10);
    // Five weeks in three parts: shares of 12, 23 and 35 days.
    const tuesday = new Date('2026-11-24T10:00:00Z');
    // Sunday 6 December, Thursday 17 December, Tuesday 29 December.
    expect([0, 1, 2].map((index) => day(plannedDueDate(tuesday, 5, index, 3)))).toEqual([
      '2026-12-04',
      '2026-12-17',
      '2026-12-29',
    ]);
    // Signed Monday 23 November: 12 days on is Saturday 5 December.
    expect(day(plannedDueDate(new Date('2026-11-23T10:00:00Z'), 5, 0, 3))).toBe('2026-12-04');
    const weekdays = Array.from({ length: 28 }, (_, offset) =>
      plannedDueDate(new Date(Date.UTC(2026, 10, 1 + offset)), 3, offset % 3, 3).getUTCDay(),
    );
    expect(weekdays.filter((weekday) => weekday === 0 || weekday === 6)).toEqual([]);
  });
});
