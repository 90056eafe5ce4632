import { seedTalentPool } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { member, pdfBytes, person, send, upload } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { hiredProject } from './support/delivery-fixtures.js';
import type { HiredProject } from './support/delivery-fixtures.js';
import { anInvoice } from './support/payables.js';
import { useHarness } from './support/harness.js';
import { zipEntries } from './support/zip-entries.js';

/* Issue #26, completion: a Completed project's handover report, its deliverables zip and the team's rating. */

const h = useHarness();
const signedAt = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

let stranger: Person;

const act = (who: Person, milestoneId: string, action: string, body?: unknown) =>
  send(h, who, 'POST', `/api/milestones/${milestoneId}/${action}/`, body);
const milestonesOf = async (who: Person, projectId: string) =>
  (await send(h, who, 'GET', `/api/projects/${projectId}/milestones/`)).body.milestones as Answer[];
const report = (who: Person, projectId: string) =>
  send(h, who, 'GET', `/api/projects/${projectId}/handover/`);
const rate = (who: Person, projectId: string, body: unknown) =>
  send(h, who, 'POST', `/api/projects/${projectId}/rating/`, body);

async function zipOf(who: Person, projectId: string) {
  const response = await h.app.request(`/api/projects/${projectId}/handover/deliverables.zip`, {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The team delivers milestone `index` with one file; returns the file's id. */
async function deliver(hired: HiredProject, index: number, name: string, text: string) {
  const [talent] = hired.team as [Person];
  const file = await upload(h, talent, hired.projectId, name, pdfBytes(text));
  const milestone = (await milestonesOf(talent, hired.projectId))[index];
  await act(talent, milestone?.id, 'deliver', {
    file_ids: [file.body.file.id],
    link: `https://example.com/${index + 1}`,
    notes: `Milestone ${index + 1} notes`,
  });
  return { fileId: file.body.file.id as string, milestoneId: milestone?.id as string };
}

/** Both milestones delivered and accepted, the second part paid: the project is Completed. */
async function completedProject(name: string): Promise<HiredProject & { fileIds: string[] }> {
  const hired = await hiredProject(h, name);
  const first = await deliver(hired, 0, 'home.pdf', 'home page');
  await act(hired.owner, first.milestoneId, 'accept');
  const { invoice } = await anInvoice(h.db, hired.owner.id);
  await h.db.prisma.invoice.update({
    where: { id: invoice.id },
    data: {
      projectId: hired.projectId,
      contractPart: 1,
      status: 'PAID',
      paidAt: new Date(signedAt.getTime() + 2 * DAY),
    },
  });
  const second = await deliver(hired, 1, 'accounts.pdf', 'accounts');
  await act(hired.owner, second.milestoneId, 'accept');
  const project = await h.db.prisma.project.findUniqueOrThrow({ where: { id: hired.projectId } });
  expect(project.status).toBe('COMPLETED');
  return { ...hired, fileIds: [first.fileId, second.fileId] };
}

beforeAll(async () => {
  h.setNow(signedAt);
  await seedTalentPool(h.db.prisma);
  stranger = await person(h);
});

describe('the handover of a Completed project', () => {
  it('reports the scope delivered, each milestone with its dates and amount, what was paid and the files', async () => {
    const done = await completedProject('Handover Cakes');
    const contract = await h.db.prisma.projectContract.findUniqueOrThrow({
      where: { projectId: done.projectId },
    });
    const total = Number(contract.totalKobo);
    const { status, body } = await report(done.owner, done.projectId);
    expect(status).toBe(200);
    expect(body.project).toEqual({ id: done.projectId, name: 'Handover Cakes', completed_on: '2026-11-23' });
    expect(body.scope.features).toEqual(['Catalogue', 'Checkout', 'Accounts']);
    expect(body.milestones).toMatchObject([
      {
        position: 1,
        title: 'Catalogue and Checkout',
        features: ['Catalogue', 'Checkout'],
        due_date: '2026-12-07',
        delivered_on: '2026-11-23',
        accepted_on: '2026-11-23',
        auto_accepted: false,
        paid_on: '2026-11-23',
        amount_kobo: Math.ceil(total / 2),
        deliverables: {
          files: [{ name: 'home.pdf', version: 1 }],
          link: 'https://example.com/1',
          notes: 'Milestone 1 notes',
        },
      },
      { position: 2, title: 'Accounts', features: ['Accounts'], paid_on: '2026-11-23' },
    ]);
    expect(body.payments).toMatchObject([
      { label: '50% on signing', amount_kobo: Math.ceil(total / 2), paid_on: '2026-11-23' },
      { label: '50% on delivery', amount_kobo: total - Math.ceil(total / 2), paid_on: '2026-11-25' },
    ]);
    expect(body.total_paid_kobo).toBe(total);
    expect(body.files_count).toBe(2);
    expect(body).toMatchObject({ rating: null, can_rate: true });
    // Everyone on the project reads it; the placed team too, who may not rate.
    const [talent] = done.team as [Person];
    expect((await report(talent, done.projectId)).body).toMatchObject({ can_rate: false, files_count: 2 });
  });

  it('zips every deliverable at the version delivered, a folder a milestone, only the files the caller may see', async () => {
    const done = await completedProject('Zip Cakes');
    const [talent] = done.team as [Person];
    // A version uploaded after the handover is not what was delivered.
    const newer = new FormData();
    newer.set('file', new File([pdfBytes('later')], 'home.pdf'));
    expect((await send(h, talent, 'POST', `/api/files/${done.fileIds[0]}/versions/`, newer)).status).toBe(
      201,
    );

    const { response, bytes } = await zipOf(done.owner, done.projectId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="zip-cakes-deliverables.zip"',
    );
    const files = zipEntries(bytes);
    expect([...files.keys()]).toEqual([
      'README.txt',
      '01 Catalogue and Checkout/home.pdf',
      '02 Accounts/accounts.pdf',
    ]);
    expect(files.get('01 Catalogue and Checkout/home.pdf')?.toString()).toContain('home page');
    expect(files.get('README.txt')?.toString()).toContain('Link: https://example.com/2');

    // A confidential deliverable stays with those who may see it.
    await h.db.prisma.projectResource.update({
      where: { id: done.fileIds[1] },
      data: { access: 'CONFIDENTIAL' },
    });
    const viewer = await member(h, done.projectId, 'VIEW');
    expect([...zipEntries((await zipOf(viewer, done.projectId)).bytes).keys()]).toEqual([
      'README.txt',
      '01 Catalogue and Checkout/home.pdf',
    ]);
    expect((await report(viewer, done.projectId)).body.files_count).toBe(1);
  });

  it('before completion reads as what is missing, while its actions answer 409; strangers learn nothing', async () => {
    const hired = await hiredProject(h, 'Unfinished Cakes');
    const notCompleted = 'The handover is ready once every milestone is accepted and paid.';
    const [first, second] = await milestonesOf(hired.owner, hired.projectId);
    const pending = (waiting: string[]) => ({
      ready: false,
      message: notCompleted,
      missing: [first, second].map((milestone, index) => ({
        id: milestone?.id,
        position: index + 1,
        title: milestone?.title,
        waiting_for: waiting[index],
      })),
    });
    const before = await report(hired.owner, hired.projectId);
    expect(before.status).toBe(200);
    expect(before.body).toEqual(pending(['delivery', 'delivery']));
    await deliver(hired, 0, 'home.pdf', 'home page');
    expect((await report(hired.owner, hired.projectId)).body).toEqual(pending(['acceptance', 'delivery']));
    const zip = await send(
      h,
      hired.owner,
      'GET',
      `/api/projects/${hired.projectId}/handover/deliverables.zip`,
    );
    expect(zip).toMatchObject({ status: 409, body: { message: notCompleted } });
    expect(await rate(hired.owner, hired.projectId, { stars: 5 })).toMatchObject({
      status: 409,
      body: { message: notCompleted },
    });
    expect(await h.db.prisma.teamRating.count({ where: { projectId: hired.projectId } })).toBe(0);
    // A Paid milestone is no longer missing, while the project is not Completed yet.
    await h.db.prisma.milestone.update({ where: { id: first?.id ?? '' }, data: { status: 'PAID' } });
    expect((await report(hired.owner, hired.projectId)).body).toEqual({
      ...pending([]),
      missing: [{ id: second?.id, position: 2, title: second?.title, waiting_for: 'delivery' }],
    });

    const done = await completedProject('Private Cakes');
    for (const answer of [
      await report(stranger, done.projectId),
      await send(h, stranger, 'GET', `/api/projects/${done.projectId}/handover/deliverables.zip`),
      await rate(stranger, done.projectId, { stars: 1 }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: 'Project not found.' } });
    }
  });
});

describe('rating the team', () => {
  it('takes 1 to 5 stars and a comment, once, from the owner; the report shows it', async () => {
    const done = await completedProject('Rated Cakes');
    const invalid: [unknown, string, string][] = [
      [{}, 'stars', 'Choose a rating from 1 to 5 stars.'],
      [{ stars: 0 }, 'stars', 'Choose a rating from 1 to 5 stars.'],
      [{ stars: 6 }, 'stars', 'Choose a rating from 1 to 5 stars.'],
      [{ stars: 4.5 }, 'stars', 'Choose a rating from 1 to 5 stars.'],
      [{ stars: 4, comment: 'x'.repeat(1001) }, 'comment', 'Keep the comment to 1,000 characters.'],
    ];
    for (const [body, field, message] of invalid) {
      expect(await rate(done.owner, done.projectId, body)).toMatchObject({
        status: 422,
        body: { errors: { [field]: message } },
      });
    }
    expect(await h.db.prisma.teamRating.count({ where: { projectId: done.projectId } })).toBe(0);

    expect(
      await rate(done.owner, done.projectId, { stars: 4, comment: '  On time, clear updates.  ' }),
    ).toMatchObject({
      status: 201,
      body: { message: 'Thank you for rating the team.' },
    });
    expect(await rate(done.owner, done.projectId, { stars: 5 })).toMatchObject({
      status: 409,
      body: { message: "This project's team has already been rated." },
    });
    const { body } = await report(done.owner, done.projectId);
    expect(body.rating).toEqual({
      stars: 4,
      comment: 'On time, clear updates.',
      rated_by: done.owner.name,
      rated_on: '2026-11-23',
    });
    expect(body.can_rate).toBe(false);
  });

  it('is for the owner or a budget approver only; the placed team and other members may not', async () => {
    const done = await completedProject('Approver Cakes');
    const refused = {
      status: 403,
      body: { message: 'You need Approve access to Budget & Financial Control.' },
    };
    const [talent] = done.team as [Person];
    expect(await rate(talent, done.projectId, { stars: 5 })).toMatchObject(refused);
    const viewer = await member(h, done.projectId, 'EDIT');
    expect(await rate(viewer, done.projectId, { stars: 5 })).toMatchObject(refused);

    const approver = await person(h);
    await h.db.prisma.projectMember.create({
      data: { projectId: done.projectId, userId: approver.id, role: 'Finance', budgetAndFinance: 'APPROVE' },
    });
    expect((await report(approver, done.projectId)).body.can_rate).toBe(true);
    expect((await rate(approver, done.projectId, { stars: 3 })).status).toBe(201);
    expect((await report(done.owner, done.projectId)).body.rating).toMatchObject({
      stars: 3,
      rated_by: approver.name,
    });
  });
});
