import type { Prisma, PrismaClient, Task } from '@platform/prisma';
import { NotFoundError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { isUuid } from '../projects/project-access.js';
import { findProjectAccess, requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import type { PermissionLevel } from '@platform/contract';

export const AREA = 'taskAndWorkflowManagement' as const;

export const taskNotFound = () => new NotFoundError('Task not found.');

/** Whether the caller sees every task of the project, "Assignees only" ones included. */
const seesEverything = (access: ProjectAccess) => access.isOwner || access.levels[AREA] === 'Full Access';

/** The tasks of a project the caller may see, as a Prisma filter. */
export function visibleTasks(access: ProjectAccess, userId: string): Prisma.TaskWhereInput {
  const inProject = { projectId: access.project.id };
  if (seesEverything(access)) return inProject;
  return {
    ...inProject,
    OR: [{ visibility: 'ENTIRE_PROJECT' }, { createdById: userId }, { assignees: { some: { userId } } }],
  };
}

/** Whether the caller may see this task, as `visibleTasks` decides it in the database. */
export function taskVisibleTo(
  access: ProjectAccess,
  task: { visibility: string; createdById: string | null; assignees: { userId: string }[] },
): boolean {
  if (seesEverything(access) || task.visibility === 'ENTIRE_PROJECT') return true;
  return (
    task.createdById === access.userId || task.assignees.some((assignee) => assignee.userId === access.userId)
  );
}

export interface TaskAccess {
  task: Task;
  access: ProjectAccess;
}

/**
 * A task the caller may see, holding at least `level` on tasks. A missing task, a project the caller
 * is a stranger to and a task hidden from them all answer the same 404; a member short of the level, 403.
 */
export async function requireTaskPermission(
  prisma: PrismaClient,
  userId: string,
  taskId: string,
  level: PermissionLevel,
): Promise<TaskAccess> {
  const found = isUuid(taskId)
    ? await prisma.task.findUnique({
        where: { id: taskId },
        include: { assignees: { select: { userId: true } } },
      })
    : null;
  if (!found) throw taskNotFound();
  const access = await notFoundAs(findProjectAccess(prisma, userId, found.projectId), taskNotFound);
  if (!taskVisibleTo(access, found)) throw taskNotFound();
  requireLevel(access, AREA, level);
  const { assignees: _assignees, ...task } = found;
  return { task, access };
}

/** The users who may be assigned a project's tasks: its owner and its active members. */
export async function teamIds(
  prisma: PrismaClient,
  project: { id: string; ownerId: string },
): Promise<Set<string>> {
  const members = await prisma.projectMember.findMany({
    where: { projectId: project.id, status: 'ACTIVE' },
    select: { userId: true },
  });
  return new Set([project.ownerId, ...members.map((member) => member.userId)]);
}
