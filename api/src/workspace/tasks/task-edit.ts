import { TASK_ATTACHMENT_LIMITS, TASK_EDIT_MESSAGES, TASK_FORM_MESSAGES } from '@platform/contract';
import type { Prisma, Task } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { notifyAssignees } from './create-task.js';
import { addTaskMessages, checkTaskForm } from './task-form-checks.js';
import type { Upload } from './task-form-checks.js';
import { AttachmentStore, mimeTypeOf } from './task-files.js';
import { listInWords } from './list-in-words.js';
import { recordHistory } from './task-history.js';
import type { TaskHistoryEntry } from './task-history.js';
import { typeLabel, visibilityLabel } from './task-labels.js';
import { lockBoard } from './task-positions.js';
import { namesOf } from './task-views.js';

/*
 * Changing a task after it was made: every field of the add-task form, checked by the same rules and
 * messages, each change written to the task's history. A task carries a version raised by every change;
 * an edit or delete sent with an older one is refused (409), so two people never overwrite each other.
 */

export interface TaskEdit {
  version: number;
  name: string;
  type: string;
  description: string;
  visibility: string;
  assignees: string[];
  features: string[];
  remove_attachments?: string[];
}

export const staleTask = () => new ConflictError(TASK_EDIT_MESSAGES.stale);

/** Raises the version when it still is `version`; a stale one is a 409 and nothing changes. */
export async function claimVersion(
  tx: Prisma.TransactionClient,
  taskId: string,
  version: number,
  data: Prisma.TaskUpdateManyMutationInput = {},
): Promise<void> {
  const { count } = await tx.task.updateMany({
    where: { id: taskId, version },
    data: { ...data, version: { increment: 1 } },
  });
  if (count === 0) throw staleTask();
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Saves an edit of every form field and the attachments to drop; new assignees are told as on create. */
export async function editTask(
  deps: AppDeps,
  access: ProjectAccess,
  actorId: string,
  task: Task,
  edit: TaskEdit,
): Promise<void> {
  const { prisma } = deps;
  const checked = await checkTaskForm(prisma, access, {
    name: edit.name,
    type: edit.type,
    description: edit.description,
    visibility: edit.visibility,
    project_id: access.project.id,
    assignees: JSON.stringify(edit.assignees),
    features: JSON.stringify(edit.features),
  });
  const now = deps.now();
  const { added, removedKeys } = await prisma.$transaction(async (tx) => {
    const before = await tx.task.findUniqueOrThrow({
      where: { id: task.id },
      include: {
        assignees: { select: { userId: true } },
        features: { select: { featureId: true, feature: { select: { name: true } } } },
        attachments: { select: { id: true, name: true, storageKey: true } },
      },
    });
    if (before.version !== edit.version) throw staleTask();
    const dropped = before.attachments.filter((file) => edit.remove_attachments?.includes(file.id));
    if (dropped.length !== new Set(edit.remove_attachments ?? []).size) {
      throw new InvalidFieldError('remove_attachments', addTaskMessages.notItsFile);
    }
    const oldAssignees = before.assignees.map((row) => row.userId);
    const oldFeatures = before.features.map((row) => row.featureId);
    await claimVersion(tx, task.id, edit.version, {
      name: checked.name,
      type: checked.type,
      description: checked.description,
      visibility: checked.visibility,
    });
    const entries: TaskHistoryEntry[] = [];
    const edited = (text: string) => entries.push({ kind: 'edited', text });
    if (before.name !== checked.name) edited(`renamed it from "${before.name}" to "${checked.name}"`);
    if (before.type !== checked.type)
      edited(`changed the type from ${typeLabel[before.type]} to ${typeLabel[checked.type]}`);
    if (before.description !== checked.description) edited('changed the description');
    if (before.visibility !== checked.visibility) {
      edited(
        `changed who sees it from ${visibilityLabel[before.visibility]} to ${visibilityLabel[checked.visibility]}`,
      );
    }
    const addedIds = checked.assigneeIds.filter((id) => !oldAssignees.includes(id));
    if (!sameSet(oldAssignees, checked.assigneeIds)) {
      await tx.taskAssignee.deleteMany({
        where: { taskId: task.id, userId: { notIn: checked.assigneeIds } },
      });
      await tx.taskAssignee.createMany({
        data: addedIds.map((userId) => ({ taskId: task.id, userId, assignedAt: now })),
      });
      const names = await namesOf(tx, checked.assigneeIds);
      entries.push({
        kind: 'assigned',
        text: `assigned it to ${listInWords(checked.assigneeIds.map((id) => names.get(id) ?? 'a member'))}`,
      });
    }
    if (!sameSet(oldFeatures, checked.featureIds)) {
      await tx.taskFeature.deleteMany({ where: { taskId: task.id } });
      await tx.taskFeature.createMany({
        data: checked.featureIds.map((featureId) => ({ taskId: task.id, featureId })),
      });
      const features = await tx.projectFeature.findMany({
        where: { id: { in: checked.featureIds } },
        orderBy: { createdAt: 'asc' },
        select: { name: true },
      });
      entries.push({
        kind: 'linked',
        text:
          features.length > 0
            ? `linked it to ${listInWords(features.map((feature) => feature.name))}`
            : 'unlinked it from every feature',
      });
    }
    if (dropped.length > 0) {
      await tx.taskAttachment.deleteMany({ where: { id: { in: dropped.map((file) => file.id) } } });
      for (const file of dropped) edited(`removed ${file.name}`);
    }
    await recordHistory(tx, task.id, actorId, entries, now);
    return { added: addedIds, removedKeys: dropped.map((file) => file.storageKey) };
  });
  const store = new AttachmentStore(deps.byteStore);
  await Promise.all(removedKeys.map((key) => store.remove(key)));
  if (added.length > 0) {
    await notifyAssignees(deps, access, actorId, task.id, {
      name: checked.name,
      type: checked.type,
      assigneeIds: added,
    });
  }
}

/** Adds files to a task, unique by name among its files, within the per-task limit. */
export async function attachFiles(
  deps: AppDeps,
  actorId: string,
  task: Task,
  version: number,
  uploads: Upload[],
): Promise<void> {
  const store = new AttachmentStore(deps.byteStore);
  const saved = await Promise.all(
    uploads.map(async (upload) => ({ ...upload, key: await store.save(upload.bytes, upload.kind) })),
  );
  const now = deps.now();
  try {
    await deps.prisma.$transaction(async (tx) => {
      await claimVersion(tx, task.id, version);
      const existing = await tx.taskAttachment.findMany({
        where: { taskId: task.id },
        select: { name: true },
      });
      if (existing.length + saved.length > TASK_ATTACHMENT_LIMITS.files)
        throw new InvalidFieldError('attachments', TASK_FORM_MESSAGES.tooManyFiles);
      const taken = new Set(existing.map((file) => file.name.toLowerCase()));
      if (saved.some((file) => taken.has(file.name.toLowerCase())))
        throw new InvalidFieldError('attachments', TASK_FORM_MESSAGES.files);
      await tx.taskAttachment.createMany({
        data: saved.map((file) => ({
          taskId: task.id,
          name: file.name,
          storageKey: file.key,
          mimeType: mimeTypeOf(file.kind),
          size: file.bytes.length,
          uploadedById: actorId,
          createdAt: now,
        })),
      });
      const entries = saved.map((file) => ({ kind: 'attached' as const, text: `attached ${file.name}` }));
      await recordHistory(tx, task.id, actorId, entries, now);
    });
  } catch (error) {
    await Promise.all(saved.map((file) => store.remove(file.key)));
    throw error;
  }
}

/**
 * Deletes a task for good, with its files' bytes, closing the gap in its column. The board offers Undo for
 * a few seconds before it sends this (docs/decisions.md, "Deleting a task").
 */
export async function deleteTask(deps: AppDeps, task: Task, version: number): Promise<void> {
  const keys = await deps.prisma.$transaction(async (tx) => {
    await lockBoard(tx, task.projectId);
    const files = await tx.taskAttachment.findMany({
      where: { taskId: task.id },
      select: { storageKey: true },
    });
    const { count } = await tx.task.deleteMany({ where: { id: task.id, version } });
    if (count === 0) {
      const still = await tx.task.findUnique({ where: { id: task.id }, select: { id: true } });
      throw still ? staleTask() : new NotFoundError('Task not found.');
    }
    await tx.$executeRaw`
      UPDATE tasks SET position = ordered.position - 1
      FROM (SELECT id, row_number() OVER (ORDER BY position, created_at) AS position
            FROM tasks WHERE project_id = ${task.projectId}::uuid AND status = ${task.status}::task_status) AS ordered
      WHERE tasks.id = ordered.id AND tasks.position <> ordered.position - 1`;
    return files.map((file) => file.storageKey);
  });
  const store = new AttachmentStore(deps.byteStore);
  await Promise.all(keys.map((key) => store.remove(key)));
}
