import type { Prisma, PrismaClient } from '@platform/prisma';
import { everyArea } from '@platform/contract';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { levelSelect, levelsOf } from '../permissions/stored-levels.js';
import { visibleFiles } from '../files/file-visibility.js';
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
const projectWide = new Set(['feature', 'member', 'brief', 'page-chat', 'project']);

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

/** Whether this person's reads would show the subject. */
function sees(db: Db, subjectType: string, id: string, person: ProjectAccess): Promise<boolean> | boolean {
  const { userId } = person;
  switch (subjectType) {
    case 'task':
      return db.task.count({ where: { id, ...visibleTasks(person, userId) } }).then(Boolean);
    case 'file':
      return db.projectResource.count({ where: { id, ...visibleFiles(person, userId) } }).then(Boolean);
    case 'review':
      return db.review.count({ where: { id, ...visibleReviews(person, userId) } }).then(Boolean);
    case 'meeting':
      return db.meeting.count({ where: { id, ...visibleMeetings(person, userId) } }).then(Boolean);
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
