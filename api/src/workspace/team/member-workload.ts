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

export interface WorkloadCounts {
  /** Their most recently changed task In Progress. */
  current_focus: string | null;
  tasks: { assigned: number; open: number };
}

export interface Workload extends WorkloadCounts {
  /** Assigned and not Completed, most recently changed first. */
  active_tasks: ActiveTask[];
}

const idle = (): Workload => ({ current_focus: null, tasks: { assigned: 0, open: 0 }, active_tasks: [] });

/** The focus of the project: the task In Progress that most people work on (the most recently changed of a tie). */
function mostWorkedOn(inProgress: { name: string; assignees: unknown[] }[]): string | null {
  let focus: { name: string; people: number } | null = null;
  for (const task of inProgress) {
    if (task.assignees.length > (focus?.people ?? 0))
      focus = { name: task.name, people: task.assignees.length };
  }
  return focus?.name ?? null;
}

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
  for (const task of tasks) {
    const inProgress = task.status === 'IN_PROGRESS';
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
  const inProgress = tasks.filter((task) => task.status === 'IN_PROGRESS');
  return { byUser, currentFocus: mostWorkedOn(inProgress) };
}

/**
 * The same counts and focus as `teamWorkload` without the task lists, counted by the database: the team table
 * shows only the counts, and reading every task of a 2,000-task project to count them cost the page most of
 * its time (docs/decisions.md, "Big projects"). Only the tasks In Progress are read, for the focus.
 */
export async function teamWorkloadCounts(
  prisma: PrismaClient,
  access: ProjectAccess,
  callerId: string,
): Promise<{ byUser: Map<string, WorkloadCounts>; currentFocus: string | null }> {
  const visible = visibleTasks(access, callerId);
  const [assigned, open, inProgress] = await Promise.all([
    prisma.taskAssignee.groupBy({ by: ['userId'], where: { task: visible }, _count: { _all: true } }),
    prisma.taskAssignee.groupBy({
      by: ['userId'],
      where: { task: { ...visible, status: { not: 'COMPLETED' } } },
      _count: { _all: true },
    }),
    prisma.task.findMany({
      where: { ...visible, status: 'IN_PROGRESS' },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      select: { name: true, assignees: { select: { userId: true } } },
    }),
  ]);
  const openOf = new Map(open.map((row) => [row.userId, row._count._all]));
  const byUser = new Map<string, WorkloadCounts>(
    assigned.map((row) => [
      row.userId,
      { current_focus: null, tasks: { assigned: row._count._all, open: openOf.get(row.userId) ?? 0 } },
    ]),
  );
  for (const task of inProgress) {
    for (const { userId } of task.assignees) {
      const load = byUser.get(userId);
      if (load) load.current_focus ??= task.name;
    }
  }
  return { byUser, currentFocus: mostWorkedOn(inProgress) };
}

export const workloadOf = (byUser: Map<string, Workload>, userId: string) => byUser.get(userId) ?? idle();

export const workloadCountsOf = (byUser: Map<string, WorkloadCounts>, userId: string): WorkloadCounts => {
  const { current_focus, tasks } = byUser.get(userId) ?? idle();
  return { current_focus, tasks };
};
