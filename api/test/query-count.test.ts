import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from './support/collab-fixtures.js';
import { person, projectOf, send } from './support/collab-fixtures.js';
import type { Harness } from './support/harness.js';
import { useHarness } from './support/harness.js';

/*
 * Database round trips per signed-in read (issue #33). Every statement the app sends goes through
 * `pg.Client#query` (Prisma's `pg` driver adapter, raw SQL and transactions alike), so counting those calls
 * while one request runs counts its round trips. A read must cost the same on a project with a handful of
 * rows as on one with dozens (no query per task, file or member), and only a few in all.
 */

const h = useHarness();

let statements = 0;
const query = pg.Client.prototype.query;
beforeAll(() => {
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(() => {
  pg.Client.prototype.query = query;
});

/** Round trips of one request, after the same request has run once (session cache warm). */
async function roundTrips(who: Person, method: string, path: string, body?: unknown): Promise<number> {
  const first = await send(h, who, method, path, body);
  expect(first.status, `${method} ${path}: ${first.text.slice(0, 200)}`).toBe(200);
  const before = statements;
  const again = await send(h, who, method, path, body);
  expect(again.status).toBe(200);
  return statements - before;
}

interface Workspace {
  owner: Person;
  /** A member with Full Access everywhere: reads see everything but go through the member's levels. */
  reader: Person;
  projectId: string;
  taskId: string;
  reviewId: string;
}

const passwordHash = 'not-a-login';

/** A project with `size` members, features, tasks (each assigned, linked and with a file), files, reviews, meetings. */
async function workspace(harness: Harness, size: number): Promise<Workspace> {
  const { prisma } = harness.db;
  const owner = await person(harness);
  const reader = await person(harness);
  const project = await projectOf(harness, owner);
  const projectId = project.id;
  const full = {
    role: 'Admin',
    access: 'FULL_ACCESS',
    overviewAndScope: 'FULL_ACCESS',
    taskAndWorkflow: 'FULL_ACCESS',
    filesAndDocumentation: 'FULL_ACCESS',
    teamManagement: 'FULL_ACCESS',
    budgetAndFinance: 'FULL_ACCESS',
  } as const;
  await prisma.projectMember.create({ data: { projectId, userId: reader.id, ...full } });
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
      position: Math.floor(i / statuses.length),
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
  await prisma.comment.createMany({
    data: reviews.map((review, i) => ({ reviewId: review.id, authorId: people[i]!.id, body: 'Looks good' })),
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
  await prisma.notification.createMany({
    data: people.map((_, i) => ({ userId: reader.id, title: `Note ${i}`, body: 'Something happened' })),
  });
  return { owner, reader, projectId, taskId: tasks[0]!.id, reviewId: reviews[0]!.id };
}

type Read = [name: string, (w: Workspace) => [who: Person, method: string, path: string, body?: unknown]];

/** The workspace's main reads, as its pages call them. */
const reads: Read[] = [
  ['task board', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/tasks/`]],
  ['task detail', (w) => [w.reader, 'GET', `/api/tasks/${w.taskId}/`]],
  ['task history', (w) => [w.reader, 'GET', `/api/tasks/${w.taskId}/history/`]],
  ['features', (w) => [w.reader, 'POST', '/api/get-project-features/', { project_id: w.projectId }]],
  ['brief', (w) => [w.reader, 'GET', `/api/get_project_brief/?project_id=${w.projectId}`]],
  ['files', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/files/`]],
  ['reviews', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/reviews/`]],
  ['review detail', (w) => [w.reader, 'GET', `/api/reviews/${w.reviewId}/`]],
  ['meetings', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/meetings/`]],
  ['team', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/team/`]],
  ['notifications', (w) => [w.reader, 'GET', '/api/notifications/']],
  ['project details', (w) => [w.reader, 'GET', `/api/projects/${w.projectId}/`]],
  ['billing overview', (w) => [w.owner, 'GET', '/api/billing/']],
];

/**
 * The most round trips a workspace read may take: the permission check is one, the rest the read's own
 * (its rows with their relations joined, a count, a second list). The billing overview gathers an account's
 * plan, seats, team payments and invoices, each its own read. The team page also reads the placed team (its
 * seats with the talent and the signed contract's rates, joined in one query).
 */
const MOST_ROUND_TRIPS = 6;
const MOST_FOR_BILLING = 12;
const MOST_FOR_TEAM = 7;

describe('database round trips per signed-in read', () => {
  let small: Workspace;
  let big: Workspace;
  beforeAll(async () => {
    small = await workspace(h, 5);
    big = await workspace(h, 55);
  }, 120_000);

  it('the session check takes none once the session is cached', async () => {
    expect(await roundTrips(small.reader, 'GET', '/api/check-auth/')).toBe(0);
  });

  it.each(reads)('%s: as many on a project of 55 as on one of 5, and few', async (name, read) => {
    const onSmall = await roundTrips(...read(small));
    const onBig = await roundTrips(...read(big));
    expect(onBig).toBe(onSmall);
    const most =
      name === 'billing overview' ? MOST_FOR_BILLING : name === 'team' ? MOST_FOR_TEAM : MOST_ROUND_TRIPS;
    expect(onSmall).toBeLessThanOrEqual(most);
  });
});
