import { beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from './support/access-table.js';
import type { Ids } from './support/access-table.js';
import { ownedRows } from './support/access-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { person, send } from './support/collab-fixtures.js';
import type { Harness } from './support/harness.js';
import { useHarness } from './support/harness.js';
import type { Operation } from './support/openapi-operations.js';
import { fillPath, readOperations } from './support/openapi-operations.js';
import { createStaff } from './support/staff-fixtures.js';
import { countStatements } from './support/statement-count.js';

/*
 * Database round trips per signed-in read (issue #33), for every read the OpenAPI document lists: each GET
 * that takes a bearer token, and the POSTs that only read (POST_READS). Every statement the app sends goes
 * through `pg.Client#query` (Prisma's `pg` driver adapter, raw SQL and transactions alike, on PGlite and on
 * PostgreSQL), so counting those calls while one request runs counts its round trips. A read must cost the
 * same on a project with 5 tasks, files, members... as on one with 500 (no query per row), and only a few.
 * A new read is measured without a line here; one that cannot be must be exempted with its reason.
 */

// What a read costs when it runs: the answer cache (answer-cache.ts) would answer the repeated runs from memory.
const h = useHarness(() => ({ answerCache: null }));

const statementsOf = countStatements();

/** POSTs that change nothing, which the pages call to read (the spec names them so). */
const POST_READS = ['POST /api/get-project-features/', 'POST /api/check_project/'];

/** Reads not measured here, each with the reason. */
const EXEMPT: Record<string, string> = {
  'GET /api/logout/': 'ends the session: a write, whatever its method',
  'GET /api/events/': 'the live stream stays open; its cost is per event (npm run bench, live streams)',
  'GET /api/ops/overview': "operations' overview, read with the ops token, not a person's session",
  'GET /api/account/data-export/{export_id}/download':
    "streams a zip background work made once; one row read, by its e-mailed link's token",
  // Bytes from the byte store after the row reads their detail reads share (measured above).
  'GET /api/tasks/{task_id}/attachments/{attachment_id}/':
    "a task attachment's bytes (its task's detail read)",
  'GET /api/files/{file_id}/download/': "a file's bytes (GET /api/files/{file_id}/ reads the same rows)",
  'GET /api/payments/{reference}/receipt/':
    "a paid payment's PDF (payments.test.ts); the rows' payment is open",
  // Answer only in a state the workspace's rows are not in (handover.test.ts, contract tests).
  'GET /api/projects/{project_id}/handover/': 'a Completed project with every milestone accepted and paid',
  'GET /api/projects/{project_id}/handover/deliverables.zip': 'the same, and streams every deliverable',
  'GET /api/projects/{project_id}/contract.pdf':
    'a signed contract (GET /api/projects/{project_id}/contract/ reads it)',
};

/** The query a read needs to answer, where it takes no id (those are in the access table). */
const QUERIES: Record<string, Record<string, string>> = {
  'GET /api/search-users': { query: 'Member' },
  'GET /api/billing/plan-change/': { plan: 'growth' },
};

/**
 * The most round trips a read may take, where a read needs more than MOST_ROUND_TRIPS (with why). None grows
 * with the rows; each is a page that gathers several independent things.
 */
const MOST: Record<string, number> = {
  // The account's plan, seats, team payments and invoices, each its own read (side by side on PostgreSQL).
  'GET /api/billing/': 12,
  // The members, then the placed team (its seats with the talent and the signed contract's rates, joined);
  // the team table counts each person's tasks in the database (assigned, open, and those In Progress for the
  // focus) instead of reading every task.
  'GET /api/projects/{project_id}/team/': 7,
  'GET /api/projects/{project_id}/team/{member_id}/': 7,
  // Opening a project records the visit (a write) and finds or starts its chat.
  'POST /api/check_project/': 8,
  // The thread, its mentioned names, and who may be mentioned (the project's people, the subject's audience).
  'GET /api/tasks/{task_id}/comments/': 8,
  'GET /api/files/{file_id}/comments/': 8,
  'GET /api/reviews/{review_id}/comments/': 8,
  // The contract with its proposal, milestones and signature; onboarding adds the kickoff and the seats.
  'GET /api/projects/{project_id}/contract/': 7,
  'GET /api/projects/{project_id}/onboarding/': 10,
  'GET /api/billing/team-payments/invoices/{team_invoice_id}/': 7,
  // Staff desks: the project, its intake and the talent pool; the inbox's kinds each from their own table.
  'GET /api/staff/projects/{project_id}/proposal/': 12,
  'GET /api/staff/inbox/': 8,
  'GET /api/staff/inbox/{item_id}/': 9,
};
/** The read's own (its rows with their relations joined, a count...): the permission check takes none once kept. */
const MOST_ROUND_TRIPS = 6;

interface Workspace {
  owner: Person;
  /** A member with Full Access everywhere: reads see everything but go through the member's levels. */
  reader: Person;
  staff: Person;
  ids: Ids;
  /** A service request in the staff inbox. */
  inboxItemId: string;
}

const passwordHash = 'not-a-login';
const full = {
  access: 'FULL_ACCESS',
  overviewAndScope: 'FULL_ACCESS',
  taskAndWorkflow: 'FULL_ACCESS',
  filesAndDocumentation: 'FULL_ACCESS',
  teamManagement: 'FULL_ACCESS',
  budgetAndFinance: 'FULL_ACCESS',
} as const;

/**
 * One real row of every kind a read takes an id of (the access suite's rows), on a project grown by `size`
 * members, features, tasks (each assigned, linked, with a file, a comment and history), files, reviews,
 * meetings, activity; the reader also gets `size` notifications and `size` more projects, the staff
 * console `size` talent.
 */
async function workspace(harness: Harness, size: number): Promise<Workspace> {
  const { prisma } = harness.db;
  const owner = await person(harness);
  const reader = await person(harness);
  const staffCaller = await createStaff(harness.db, 'Admin');
  const staff = { ...staffCaller, name: 'Staff Admin' };
  const ids = await ownedRows(harness.db, owner.id, reader.id);
  const projectId = ids.project_id;
  await prisma.projectMember.updateMany({ where: { projectId, userId: reader.id }, data: full });
  const tag = `${size}-${Date.now()}`;
  const people = await prisma.user.createManyAndReturn({
    data: Array.from({ length: size }, (_, i) => ({
      email: `member${i}-${tag}@example.com`,
      firstName: `Member${i}`,
      lastName: 'Crowd',
      passwordHash,
      emailVerifiedAt: new Date(),
    })),
  });
  await prisma.businessProfile.createMany({
    data: people.map((user) => ({
      userId: user.id,
      businessName: 'Crowd',
      industry: 'Retail',
      address: 'Lagos',
      numberOfTeamMembers: 3,
      pictureKey: `${user.id}.png`,
    })),
  });
  await prisma.projectMember.createMany({
    data: people.map((user) => ({ projectId, userId: user.id, role: 'Editor', invitedById: owner.id })),
  });
  const features = await prisma.projectFeature.createManyAndReturn({
    data: people.map((_, i) => ({
      projectId,
      name: `Feature ${i}`,
      shortDescription: 'A part',
      specifications: [],
    })),
  });
  const statuses = [
    'BACKLOG',
    'TO_DO',
    'IN_PROGRESS',
    'READY_FOR_REVIEW',
    'APPROVED',
    'COMPLETED',
    'BLOCKED',
  ] as const;
  const tasks = await prisma.task.createManyAndReturn({
    data: people.map((user, i) => ({
      projectId,
      name: `Task ${i}`,
      type: 'DESIGN',
      description: 'Work',
      status: statuses[i % statuses.length]!,
      position: 1 + Math.floor(i / statuses.length),
      createdById: user.id,
    })),
  });
  await prisma.taskAssignee.createMany({
    data: tasks.flatMap((task, i) => [
      { taskId: task.id, userId: people[i]!.id },
      { taskId: task.id, userId: reader.id },
    ]),
  });
  await prisma.taskFeature.createMany({
    data: tasks.map((task, i) => ({ taskId: task.id, featureId: features[i]!.id })),
  });
  await prisma.taskAttachment.createMany({
    data: tasks.map((task, i) => ({
      taskId: task.id,
      name: `brief-${i}.pdf`,
      storageKey: `${task.id}.pdf`,
      mimeType: 'application/pdf',
      size: 10,
      uploadedById: people[i]!.id,
    })),
  });
  await prisma.taskHistory.createMany({
    data: tasks.flatMap((task, i) => [
      {
        taskId: task.id,
        actorId: people[i]!.id,
        kind: 'created',
        text: 'created the Design task in Backlog',
      },
      { taskId: task.id, actorId: owner.id, kind: 'assigned', text: 'assigned it' },
    ]),
  });
  // The measured task, review and file grow too: comments, history, checklist.
  await prisma.taskHistory.createMany({
    data: people.map((user) => ({ taskId: ids.task_id, actorId: user.id, kind: 'moved', text: 'moved it' })),
  });
  await prisma.taskChecklistItem.createMany({
    data: people.map((_, i) => ({ taskId: ids.task_id, text: `Step ${i}`, position: i + 1 })),
  });
  await prisma.comment.createMany({
    data: people.flatMap((user) => [
      { taskId: ids.task_id, authorId: user.id, body: 'On it' },
      { reviewId: ids.review_id, authorId: user.id, body: 'Looks good' },
      { resourceId: ids.file_id, authorId: user.id, body: 'Seen' },
    ]),
  });
  const resources = await prisma.projectResource.createManyAndReturn({
    data: people.map((user, i) => ({
      projectId,
      kind: 'FILE',
      name: `file-${i}.pdf`,
      ownerId: user.id,
      linkedTo: 'TASK',
      taskId: tasks[i]!.id,
    })),
  });
  await prisma.resourceVersion.createMany({
    data: resources.map((resource, i) => ({
      resourceId: resource.id,
      number: 1,
      storageKey: `${resource.id}.pdf`,
      fileName: `file-${i}.pdf`,
      mimeType: 'application/pdf',
      size: 10,
      uploadedById: people[i]!.id,
    })),
  });
  const reviews = await prisma.review.createManyAndReturn({
    data: people.map((user, i) => ({
      projectId,
      name: `Review ${i}`,
      deliverableType: 'Design',
      linkedTo: 'FEATURE',
      featureId: features[i]!.id,
      type: 'INTERNAL',
      submittedById: user.id,
    })),
  });
  await prisma.reviewFile.createMany({
    data: reviews.map((review, i) => ({ reviewId: review.id, resourceId: resources[i]!.id, version: 1 })),
  });
  const meetings = await prisma.meeting.createManyAndReturn({
    data: people.map((user, i) => ({
      projectId,
      title: `Meeting ${i}`,
      link: 'https://meet.example.com/x',
      startsAt: new Date(Date.now() + (i + 1) * 3_600_000),
      durationMinutes: 30,
      entireTeam: false,
      teams: [],
      createdById: user.id,
    })),
  });
  await prisma.meetingParticipant.createMany({
    data: meetings.flatMap((meeting, i) => [
      { meetingId: meeting.id, userId: people[i]!.id },
      { meetingId: meeting.id, userId: reader.id },
    ]),
  });
  await prisma.activity.createMany({
    data: tasks.map((task, i) => ({
      projectId,
      actorId: people[i]!.id,
      kind: 'task.moved',
      subjectType: 'task',
      subjectId: task.id,
      summary: `Member${i} moved Task ${i} to In Progress`,
      audience: [owner.id, reader.id],
    })),
  });
  await prisma.notification.createMany({
    data: people.flatMap((_, i) => [
      { userId: reader.id, title: `Note ${i}`, body: 'Something happened' },
      { userId: owner.id, title: `Note ${i}`, body: 'Something happened' },
    ]),
  });
  const projects = await prisma.project.createManyAndReturn({
    data: people.map((user, i) => ({ ownerId: user.id, name: `Other ${i}`, status: 'IN_PROGRESS' })),
  });
  await prisma.projectMember.createMany({
    data: projects.flatMap((project) => [
      { projectId: project.id, userId: reader.id, role: 'Editor', ...full },
      { projectId: project.id, userId: owner.id, role: 'Editor', ...full },
    ]),
  });
  await prisma.talent.createMany({
    data: people.map((_, i) => ({
      name: `Talent ${i}`,
      role: 'Designer',
      discipline: 'design',
      weeklyRateKobo: 100n,
      experienceYears: 1,
      skills: [],
    })),
  });
  const requests = await prisma.serviceRequest.createManyAndReturn({
    data: people.map((_, i) => ({
      fullName: `Visitor ${i}`,
      email: `visitor${i}-${tag}@example.com`,
      phone: '08031234567',
      service: 'DESIGN',
      projectDescription: 'A logo.',
      contactMethod: 'EMAIL',
    })),
  });
  return { owner, reader, staff, ids, inboxItemId: requests[0]!.id };
}

/** Who calls a read: staff calls by staff, the account's own money by the owner, the rest by the member. */
function callerOf(operation: Operation, w: Workspace): Person {
  if (operation.path.startsWith('/api/staff/')) return w.staff;
  if (/^\/api\/(billing|payments|contracts)\//.test(operation.path)) return w.owner;
  return w.reader;
}

/** The request a read is measured by: its ids filled in, the query and body the access suite gives it. */
function requestOf(operation: Operation, w: Workspace): [Person, string, string, unknown] {
  const cases = accessTable[operation.key];
  const given = cases && !('open' in cases) ? cases : {};
  const inbox = operation.path.startsWith('/api/staff/inbox/');
  const ids: Record<string, string> = { ...w.ids, ...(inbox ? { item_id: w.inboxItemId } : {}) };
  const query = new URLSearchParams(given.query?.(w.ids) ?? QUERIES[operation.key] ?? {}).toString();
  const path = fillPath(operation.path, ids) + (query ? `?${query}` : '');
  return [callerOf(operation, w), operation.method, path, given.json?.(w.ids)];
}

/** Round trips of one run of a request. */
const tripsOf = (who: Person, method: string, path: string, body?: unknown) =>
  statementsOf(() => send(h, who, method, path, body));

/**
 * Round trips of one request, after the same request has run once (session and permission caches warm). The
 * fewer of two runs: the session's last-seen and the member's last-active are written at most once a minute,
 * which a slow run can cross between any two requests; that write is bookkeeping, not the read's cost, and it
 * cannot fall on both runs, while an N+1 shows on every run.
 */
async function roundTrips(who: Person, method: string, path: string, body?: unknown): Promise<number> {
  const first = await send(h, who, method, path, body);
  expect.soft(first.status, `${method} ${path}: ${first.text.slice(0, 200)}`).toBe(200);
  return Math.min(await tripsOf(who, method, path, body), await tripsOf(who, method, path, body));
}

describe('database round trips per signed-in read', () => {
  let small: Workspace;
  let big: Workspace;
  let reads: Operation[];
  beforeAll(async () => {
    reads = (await readOperations(h.app)).filter(
      (operation) =>
        (operation.method === 'GET' && operation.auth.includes('Bearer')) ||
        POST_READS.includes(operation.key),
    );
    small = await workspace(h, 5);
    big = await workspace(h, 500);
  }, 300_000);

  it('the session check takes none once the session is cached', async () => {
    expect(await roundTrips(small.reader, 'GET', '/api/check-auth/')).toBe(0);
  });

  it('every read the document lists is measured or exempted with a reason', () => {
    expect(reads.length).toBeGreaterThan(40);
    for (const key of Object.keys(EXEMPT)) expect(reads.map((r) => r.key)).toContain(key);
  });

  it('each read takes as many on a project of 500 as on one of 5, and few', async () => {
    const counts: string[] = [];
    for (const operation of reads.filter((r) => !(r.key in EXEMPT))) {
      const onSmall = await roundTrips(...requestOf(operation, small));
      const onBig = await roundTrips(...requestOf(operation, big));
      counts.push(`${operation.key}: ${onSmall} / ${onBig}`);
      expect.soft(onBig, `${operation.key} on 500 rows`).toBe(onSmall);
      expect
        .soft(onSmall, `${operation.key} round trips`)
        .toBeLessThanOrEqual(MOST[operation.key] ?? MOST_ROUND_TRIPS);
    }
    console.log(counts.join('\n'));
  }, 300_000);
});
