import type { PrismaClient } from '@platform/prisma';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { visibleTasks } from '../tasks/task-access.js';
import { statusLabel } from '../tasks/task-labels.js';
import type { TaskStatusLabel } from '../tasks/task-labels.js';

export interface ActiveTask {
  id: string;
  name: string;
  status: TaskStatusLabel;
}

export interface Workload {
  /** Their most recently changed task In Progress. */
  current_focus: string | null;
  tasks: { assigned: number; open: number };
  /** Assigned and not Completed, most recently changed first. */
  active_tasks: ActiveTask[];
}

const idle = (): Workload => ({ current_focus: null, tasks: { assigned: 0, open: 0 }, active_tasks: [] });

/**
 * What each person of the team is assigned, from the tasks the caller may see (a task shown to its
 * assignees only stays out of other members' team page), and the project's current focus: the task In
 * Progress that most people work on.
 */
export async function teamWorkload(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
): Promise<{ byUser: Map<string, Workload>; currentFocus: string | null }> {
  const tasks = await prisma.task.findMany({
    where: visibleTasks(access, callerId),
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    select: { id: true, name: true, status: true, assignees: { select: { userId: true } } },
  });
  const byUser = new Map<string, Workload>();
  let focus: { name: string; people: number } | null = null;
  for (const task of tasks) {
    const inProgress = task.status === 'IN_PROGRESS';
    if (inProgress && task.assignees.length > (focus?.people ?? 0)) {
      focus = { name: task.name, people: task.assignees.length };
    }
    for (const { userId } of task.assignees) {
      const load = byUser.get(userId) ?? idle();
      load.tasks.assigned += 1;
      if (task.status !== 'COMPLETED') {
        load.tasks.open += 1;
        load.active_tasks.push({ id: task.id, name: task.name, status: statusLabel[task.status] });
      }
      if (inProgress) load.current_focus ??= task.name;
      byUser.set(userId, load);
    }
  }
  return { byUser, currentFocus: focus?.name ?? null };
}

export const workloadOf = (byUser: Map<string, Workload>, userId: string) => byUser.get(userId) ?? idle();
