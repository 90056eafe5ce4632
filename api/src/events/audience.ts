import type { Prisma, PrismaClient } from '@platform/prisma';
import { everyArea } from '@platform/contract';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelSelect, levelsOf } from '../permissions/stored-levels.js';
import { trashedFiles, visibleFiles } from '../files/file-visibility.js';
import { visibleMeetings } from '../meetings/meeting-views.js';
import { visibleReviews } from '../reviews/review-visibility.js';
import { visibleTasks } from '../tasks/task-access.js';

/*
 * Who may see a change: decided once, inside the change's transaction, by the very filters the reads use
 * (a task shown to its assignees only, a restricted file to its people, a meeting to its participants), for
 * each person of the project. The stream then hands an event to a tab only when its person is in the list,
 * and a replay reads only rows that name them: no check runs per event per tab.
 */

export type Db = PrismaClient | Prisma.TransactionClient;

/** What can be seen by everyone of the project (each member holds at least View in every area). */
const projectWide = new Set(['feature', 'member', 'brief', 'page-chat', 'project', 'milestone']);

/** The owner and the active members, each with their levels, as the permission check reads them. */
async function projectPeople(db: Db, projectId: string): Promise<ProjectAccess[]> {
  const project = await db.project.findUnique({ where: { id: projectId } });
  if (!project) return [];
  const members = await db.projectMember.findMany({
    where: { projectId, status: 'ACTIVE', userId: { not: project.ownerId } },
    select: { userId: true, ...levelSelect },
  });
  return [
    { project, userId: project.ownerId, isOwner: true, levels: everyArea('Full Access') },
    ...members.map((member) => ({
      project,
      userId: member.userId,
      isOwner: false,
      levels: levelsOf(member),
    })),
  ];
}

/** One person's access to the project now: null when they are neither its owner nor an active member. */
async function personOf(db: Db, projectId: string, userId: string): Promise<ProjectAccess | null> {
  const project = await db.project.findUnique({ where: { id: projectId } });
  if (!project) return null;
  if (project.ownerId === userId) return { project, userId, isOwner: true, levels: everyArea('Full Access') };
  const member = await db.projectMember.findFirst({
    where: { projectId, userId, status: 'ACTIVE' },
    select: levelSelect,
  });
  return member ? { project, userId, isOwner: false, levels: levelsOf(member) } : null;
}

/** Whether this person's reads would show the subject. */
function sees(db: Db, subjectType: string, id: string, person: ProjectAccess): Promise<boolean> | boolean {
  const { userId } = person;
  switch (subjectType) {
    case 'task':
      return db.task.count({ where: { id, ...visibleTasks(person, userId) } }).then(Boolean);
    case 'file':
      // A file in the trash is still seen by those the trash shows it to (its deletion is told to them).
      return db.projectResource
        .count({ where: { id, OR: [visibleFiles(person, userId), trashedFiles(person, userId)] } })
        .then(Boolean);
    case 'review':
      return db.review.count({ where: { id, ...visibleReviews(person, userId) } }).then(Boolean);
    case 'meeting':
      return db.meeting.count({ where: { id, ...visibleMeetings(person, userId) } }).then(Boolean);
    case 'comment':
      // A comment is seen by those who see what it is on.
      return db.comment
        .findUnique({ where: { id }, select: { taskId: true, resourceId: true, reviewId: true } })
        .then((comment) => {
          if (comment?.taskId) return sees(db, 'task', comment.taskId, person);
          if (comment?.resourceId) return sees(db, 'file', comment.resourceId, person);
          if (comment?.reviewId) return sees(db, 'review', comment.reviewId, person);
          return false;
        });
    default:
      return projectWide.has(subjectType);
  }
}

/** The people of the project who may see the subject now (call it before a deletion, while it exists). */
export async function audienceOf(
  db: Db,
  projectId: string,
  subjectType: string,
  subjectId: string,
): Promise<string[]> {
  const people = await projectPeople(db, projectId);
  const verdicts: boolean[] = [];
  // One after another: inside a transaction the statements share one connection anyway.
  for (const person of people) verdicts.push(await sees(db, subjectType, subjectId, person));
  return people.filter((_, index) => verdicts[index]).map((person) => person.userId);
}

/** Whether the subject is still stored (an event about one that is gone was told only to those who saw it). */
function exists(db: Db, subjectType: string, id: string): Promise<boolean> {
  const where = { where: { id } };
  switch (subjectType) {
    case 'task':
      return db.task.count(where).then(Boolean);
    case 'file':
      return db.projectResource.count(where).then(Boolean);
    case 'review':
      return db.review.count(where).then(Boolean);
    case 'meeting':
      return db.meeting.count(where).then(Boolean);
    case 'comment':
      return db.comment.count(where).then(Boolean);
    default:
      return Promise.resolve(false);
  }
}

/** A recorded event, as far as a replay's second look needs it. */
export interface RecordedEvent {
  projectId: string | null;
  kind: string;
  subjectType: string;
  subjectId: string;
}

/**
 * Which of the events recorded for this person they may still see: a replay runs the reads' checks again,
 * since the audience was decided at the change and rights can be lost since (a member removed, a task made
 * assignees-only, a file restricted). Personal events (a notification) stay theirs; of a project they left,
 * only their own removal; of a subject that is gone, what they were told when it went.
 */
export async function stillSeen<T extends RecordedEvent>(db: Db, userId: string, events: T[]): Promise<T[]> {
  const people = new Map<string, ProjectAccess | null>();
  const verdicts = new Map<string, boolean>();
  const kept: T[] = [];
  for (const event of events) {
    if (!event.projectId) {
      kept.push(event);
      continue;
    }
    if (!people.has(event.projectId)) {
      people.set(event.projectId, await personOf(db, event.projectId, userId));
    }
    const person = people.get(event.projectId);
    if (!person) {
      if (event.kind === 'member.removed' && event.subjectId === userId) kept.push(event);
      continue;
    }
    const key = `${event.subjectType}:${event.subjectId}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict =
        (await sees(db, event.subjectType, event.subjectId, person)) ||
        !(await exists(db, event.subjectType, event.subjectId));
      verdicts.set(key, verdict);
    }
    if (verdict) kept.push(event);
  }
  return kept;
}
