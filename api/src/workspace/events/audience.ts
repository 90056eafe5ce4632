import type { Prisma, PrismaClient } from '@platform/prisma';
import { everyArea } from '@platform/contract';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelSelect, levelsOf } from '../permissions/stored-levels.js';
import { fileSeenBy } from '../files/file-visibility.js';
import { meetingVisibleTo } from '../meetings/meeting-views.js';
import { reviewVisibleTo } from '../reviews/review-visibility.js';
import { taskVisibleTo } from '../tasks/task-access.js';

/*
 * Who may see a change: decided once, inside the change's transaction, by the very filters the reads use
 * (a task shown to its assignees only, a restricted file to its people, a meeting to its participants), for
 * each person of the project. The stream then hands an event to a tab only when its person is in the list,
 * and a replay reads only rows that name them: no check runs per event per tab.
 */

export type Db = PrismaClient | Prisma.TransactionClient;

/** What can be seen by everyone of the project (each member holds at least View in every area). */
const projectWide = new Set(['feature', 'member', 'brief', 'page-chat', 'project', 'milestone']);

/** The owner and the active members, each with their levels, as the permission check reads them (one read). */
async function projectPeople(db: Db, projectId: string): Promise<ProjectAccess[]> {
  const found = await db.project.findUnique({
    where: { id: projectId },
    include: { members: { where: { status: 'ACTIVE' }, select: { userId: true, ...levelSelect } } },
  });
  if (!found) return [];
  const { members, ...project } = found;
  return [
    { project, userId: project.ownerId, isOwner: true, levels: everyArea('Full Access') },
    ...members
      .filter((member) => member.userId !== project.ownerId)
      .map((member) => ({ project, userId: member.userId, isOwner: false, levels: levelsOf(member) })),
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

/** Decides for any person of the project whether their reads show the subject. */
type Seer = (person: ProjectAccess) => boolean;

const nobody: Seer = () => false;
const userIds = (rows: { userId: string }[]) => rows.map((row) => row.userId);

/**
 * Reads the subject once, with whatever its visibility depends on, and answers for each person with the
 * reads' own rules in memory (taskVisibleTo, fileSeenBy...), so the audience of a project of 500 people is
 * one read, not 500 counts.
 */
async function seerOf(db: Db, subjectType: string, id: string): Promise<Seer> {
  const inProject =
    (projectId: string, seer: Seer): Seer =>
    (person) =>
      person.project.id === projectId && seer(person);
  switch (subjectType) {
    case 'task': {
      const task = await db.task.findUnique({
        where: { id },
        select: {
          projectId: true,
          visibility: true,
          createdById: true,
          assignees: { select: { userId: true } },
        },
      });
      return task ? inProject(task.projectId, (person) => taskVisibleTo(person, task)) : nobody;
    }
    case 'file': {
      // A file in the trash is still seen by those the trash shows it to (its deletion is told to them).
      const assignees = { select: { assignees: { select: { userId: true } } } };
      const file = await db.projectResource.findUnique({
        where: { id },
        select: {
          projectId: true,
          ownerId: true,
          access: true,
          grants: { select: { userId: true } },
          task: assignees,
          feature: { select: { tasks: { select: { task: assignees } } } },
        },
      });
      if (!file) return nobody;
      const seen = {
        ...file,
        grantees: userIds(file.grants),
        taskAssignees: file.task ? userIds(file.task.assignees) : [],
        featureAssignees: file.feature?.tasks.flatMap((link) => userIds(link.task.assignees)) ?? [],
      };
      return inProject(file.projectId, (person) => fileSeenBy(person, seen));
    }
    case 'review': {
      const review = await db.review.findUnique({
        where: { id },
        select: {
          projectId: true,
          entireTeam: true,
          submittedById: true,
          access: { select: { userId: true } },
        },
      });
      if (!review) return nobody;
      const seen = { ...review, members: userIds(review.access) };
      return inProject(review.projectId, (person) => reviewVisibleTo(person, seen));
    }
    case 'meeting': {
      const meeting = await db.meeting.findUnique({
        where: { id },
        select: { projectId: true, participants: { select: { userId: true } } },
      });
      if (!meeting) return nobody;
      const participants = userIds(meeting.participants);
      return inProject(meeting.projectId, (person) => meetingVisibleTo(person, participants));
    }
    case 'comment': {
      // A comment is seen by those who see what it is on.
      const comment = await db.comment.findUnique({
        where: { id },
        select: { taskId: true, resourceId: true, reviewId: true },
      });
      if (comment?.taskId) return seerOf(db, 'task', comment.taskId);
      if (comment?.resourceId) return seerOf(db, 'file', comment.resourceId);
      if (comment?.reviewId) return seerOf(db, 'review', comment.reviewId);
      return nobody;
    }
    default:
      return () => projectWide.has(subjectType);
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
  if (people.length === 0) return [];
  const seer = await seerOf(db, subjectType, subjectId);
  return people.filter(seer).map((person) => person.userId);
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
        (await seerOf(db, event.subjectType, event.subjectId))(person) ||
        !(await exists(db, event.subjectType, event.subjectId));
      verdicts.set(key, verdict);
    }
    if (verdict) kept.push(event);
  }
  return kept;
}
