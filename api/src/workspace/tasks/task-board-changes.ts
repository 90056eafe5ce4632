import { includesLevel, TASK_FORM_MESSAGES } from '@platform/contract';
import type { Task } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { permissionDenied } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { AREA } from './task-access.js';
import { dayInWords, recordHistory } from './task-history.js';
import { signedOffStatuses, statusLabel } from './task-labels.js';
import type { TaskStatusLabel } from './task-labels.js';
import { statusOf } from './task-labels.js';
import { lockBoard, placeTask } from './task-positions.js';

/*
 * Moving a task on the board and setting its timeline: what the board's drag, the detail page and the page
 * assistant all call, for a task the caller already holds Edit on (requireTaskPermission).
 */

/**
 * Puts the task at `position` in the column; a move into or out of Approved or Completed is a sign-off and
 * needs Approve. Each real move is written to the task's history.
 */
export async function moveTask(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  task: Task,
  to: TaskStatusLabel,
  position: number,
): Promise<void> {
  const status = statusOf[to];
  const signOff = [status, task.status].some((column) => signedOffStatuses.includes(column));
  if (status !== task.status && signOff && !includesLevel(access.levels[AREA], 'Approve')) {
    throw permissionDenied(AREA, 'Approve');
  }
  await deps.prisma.$transaction(async (tx) => {
    await lockBoard(tx, task.projectId);
    const current = await tx.task.findUniqueOrThrow({ where: { id: task.id } });
    const placed = await placeTask(tx, current, status, position);
    await tx.task.update({ where: { id: task.id }, data: { version: { increment: 1 } } });
    const from = statusLabel[current.status];
    const text =
      current.status !== status
        ? `moved it from ${from} to ${to}`
        : placed !== current.position
          ? `moved it to place ${placed + 1} in ${to}`
          : null;
    if (text) await recordHistory(tx, task.id, userId, [{ kind: 'moved', text }], deps.now());
  });
}

/** `YYYY-MM-DD` as the day it names. */
export const dayOf = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** Sets the start and estimated completion (a completion before the start is refused); history says so. */
export async function setTimeline(
  deps: AppDeps,
  userId: string,
  task: Task,
  start: Date | null,
  due: Date | null,
): Promise<void> {
  if (start && due && due < start) {
    const message = TASK_FORM_MESSAGES.timelineOrder;
    throw new ApiError(422, message, { errors: { estimated_completion: message } });
  }
  const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  if (same(start, task.startDate) && same(due, task.estimatedCompletion)) return;
  await deps.prisma.$transaction(async (tx) => {
    await tx.task.update({
      where: { id: task.id },
      data: { startDate: start, estimatedCompletion: due, version: { increment: 1 } },
    });
    const text = `set the timeline: start ${dayInWords(start)}, estimated completion ${dayInWords(due)}`;
    await recordHistory(tx, task.id, userId, [{ kind: 'timeline', text }], deps.now());
  });
}
