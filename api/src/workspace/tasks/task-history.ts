import type { Prisma } from '@platform/prisma';
import { recordActivity } from '../events/record-activity.js';

/** What kind of change a history row records; the text says it in words. */
export type TaskChange =
  | 'created'
  | 'assigned'
  | 'linked'
  | 'attached'
  | 'moved'
  | 'timeline'
  | 'edited'
  | 'checklist';

export interface TaskHistoryEntry {
  kind: TaskChange;
  /** Without the actor, who is stored apart and shown in front: "moved it from Backlog to In Progress". */
  text: string;
}

/** Records changes to a task by one actor, in the transaction that makes them. */
export async function recordHistory(
  tx: Prisma.TransactionClient,
  taskId: string,
  actorId: string,
  entries: TaskHistoryEntry[],
  at: Date,
): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await tx.taskHistory.createMany({
    data: entries.map((entry) => ({ taskId, actorId, kind: entry.kind, text: entry.text, createdAt: at })),
  });
  const task = await tx.task.findUniqueOrThrow({
    where: { id: taskId },
    select: { projectId: true, name: true },
  });
  const created = entries.some((entry) => entry.kind === 'created');
  const named = `"${task.name}"`;
  await recordActivity(tx, {
    projectId: task.projectId,
    actorId,
    kind: created ? 'task.created' : first.kind === 'moved' ? 'task.moved' : 'task.updated',
    subjectId: taskId,
    summary: created
      ? `created the task ${named}`
      : /\bit\b/.test(first.text)
        ? first.text.replace(/\bit\b/, named)
        : `${first.text} on ${named}`,
  });
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored calendar date as the history shows it: "3 Dec 2026", or "not set". */
export const dayInWords = (date: Date | null) => (date ? dayFormat.format(date) : 'not set');
