import { TASK_EDIT_MESSAGES } from '@platform/contract';
import type { PrismaClient, Task } from '@platform/prisma';
import { InvalidFieldError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { isUuid } from '../projects/project-access.js';
import { recordHistory } from './task-history.js';

/*
 * A task's checklist: sub-steps added, ticked and removed on the detail page. The steps change apart from
 * the task's own fields, so they leave its version alone (ticking a step never makes an open edit stale).
 */

const maxSteps = 50;

export const checklistItemNotFound = () => new NotFoundError('Checklist step not found.');

function stepText(raw: string): string {
  const text = raw.trim();
  if (text.length < 1 || text.length > 300)
    throw new InvalidFieldError('text', TASK_EDIT_MESSAGES.checklistText);
  return text;
}

export async function addStep(prisma: PrismaClient, task: Task, actorId: string, raw: string, at: Date) {
  const text = stepText(raw);
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM tasks WHERE id = ${task.id}::uuid FOR UPDATE`;
    const count = await tx.taskChecklistItem.count({ where: { taskId: task.id } });
    if (count >= maxSteps) throw new InvalidFieldError('text', TASK_EDIT_MESSAGES.checklistFull);
    await tx.taskChecklistItem.create({ data: { taskId: task.id, text, position: count, createdAt: at } });
    await recordHistory(tx, task.id, actorId, [{ kind: 'checklist', text: `added the step "${text}"` }], at);
  });
}

export async function changeStep(
  prisma: PrismaClient,
  task: Task,
  actorId: string,
  itemId: string,
  change: { text?: string; done?: boolean },
  at: Date,
) {
  const item = isUuid(itemId)
    ? await prisma.taskChecklistItem.findFirst({ where: { id: itemId, taskId: task.id } })
    : null;
  if (!item) throw checklistItemNotFound();
  const text = change.text === undefined ? item.text : stepText(change.text);
  const done = change.done ?? item.done;
  if (text === item.text && done === item.done) return;
  await prisma.$transaction(async (tx) => {
    await tx.taskChecklistItem.update({ where: { id: item.id }, data: { text, done } });
    const entries = [];
    if (text !== item.text) entries.push(`renamed the step "${item.text}" to "${text}"`);
    if (done !== item.done) entries.push(done ? `ticked off "${text}"` : `unticked "${text}"`);
    await recordHistory(
      tx,
      task.id,
      actorId,
      entries.map((entry) => ({ kind: 'checklist' as const, text: entry })),
      at,
    );
  });
}

export async function removeStep(
  prisma: PrismaClient,
  task: Task,
  actorId: string,
  itemId: string,
  at: Date,
) {
  await prisma.$transaction(async (tx) => {
    const item = isUuid(itemId)
      ? await tx.taskChecklistItem.findFirst({ where: { id: itemId, taskId: task.id } })
      : null;
    if (!item) throw checklistItemNotFound();
    await tx.taskChecklistItem.delete({ where: { id: item.id } });
    await tx.taskChecklistItem.updateMany({
      where: { taskId: task.id, position: { gt: item.position } },
      data: { position: { decrement: 1 } },
    });
    await recordHistory(
      tx,
      task.id,
      actorId,
      [{ kind: 'checklist', text: `removed the step "${item.text}"` }],
      at,
    );
  });
}
