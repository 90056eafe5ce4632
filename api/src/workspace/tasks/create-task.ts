import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notify.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { workspacePath } from '../projects/workspace-path.js';
import type { NewTask } from './task-form-checks.js';
import { AttachmentStore, mimeTypeOf } from './task-files.js';
import { listInWords } from './list-in-words.js';
import { recordHistory } from './task-history.js';
import type { TaskHistoryEntry } from './task-history.js';
import { typeLabel } from './task-labels.js';
import { endOfColumn } from './task-positions.js';
import { namesOf } from './task-views.js';

export const taskDetailsPath = (project: { id: string; name: string }, taskId: string) =>
  `${workspacePath(project)}/task-details?task=${taskId}`;

/**
 * Stores the task in Backlog's last place with its assignees, features and files, writes its first
 * history, then tells each assignee (other than the creator) in the app and by e-mail.
 */
export async function createTask(
  deps: AppDeps,
  access: ProjectAccess,
  actorId: string,
  task: NewTask,
): Promise<string> {
  const { prisma } = deps;
  const store = new AttachmentStore(deps.byteStore);
  const files = await Promise.all(
    task.uploads.map(async (upload) => ({ ...upload, key: await store.save(upload.bytes, upload.kind) })),
  );
  const now = deps.now();
  let taskId: string;
  try {
    taskId = await prisma.$transaction(async (tx) => {
      const created = await tx.task.create({
        data: {
          projectId: access.project.id,
          name: task.name,
          type: task.type,
          description: task.description,
          visibility: task.visibility,
          status: 'BACKLOG',
          position: await endOfColumn(tx, access.project.id, 'BACKLOG'),
          createdById: actorId,
          createdAt: now,
          assignees: { create: task.assigneeIds.map((userId) => ({ userId, assignedAt: now })) },
          features: { create: task.featureIds.map((featureId) => ({ featureId })) },
          attachments: {
            create: files.map((file) => ({
              name: file.name,
              storageKey: file.key,
              mimeType: mimeTypeOf(file.kind),
              size: file.bytes.length,
              uploadedById: actorId,
              createdAt: now,
            })),
          },
        },
        select: { id: true },
      });
      const names = await namesOf(tx, task.assigneeIds);
      const features = await tx.projectFeature.findMany({
        where: { id: { in: task.featureIds } },
        orderBy: { createdAt: 'asc' },
        select: { name: true },
      });
      const entries: TaskHistoryEntry[] = [
        { kind: 'created', text: `created the ${typeLabel[task.type]} task in Backlog` },
        {
          kind: 'assigned',
          text: `assigned it to ${listInWords(task.assigneeIds.map((id) => names.get(id) ?? 'a member'))}`,
        },
      ];
      if (features.length > 0) {
        entries.push({
          kind: 'linked',
          text: `linked it to ${listInWords(features.map((feature) => feature.name))}`,
        });
      }
      for (const file of files) entries.push({ kind: 'attached', text: `attached ${file.name}` });
      await recordHistory(tx, created.id, actorId, entries, now);
      return created.id;
    });
  } catch (error) {
    await Promise.all(files.map((file) => store.remove(file.key)));
    throw error;
  }
  await notifyAssignees(deps, access, actorId, taskId, task);
  return taskId;
}

export async function notifyAssignees(
  deps: AppDeps,
  access: ProjectAccess,
  actorId: string,
  taskId: string,
  task: Pick<NewTask, 'name' | 'type' | 'assigneeIds'>,
) {
  const actor = (await namesOf(deps.prisma, [actorId])).get(actorId) ?? 'Someone';
  const mail = { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log };
  for (const userId of task.assigneeIds.filter((id) => id !== actorId)) {
    await notify(
      deps.prisma,
      {
        userId,
        kind: 'tasks',
        title: `New task assigned: ${task.name}`,
        body: `${actor} assigned you a ${typeLabel[task.type]} task in ${access.project.name}.`,
        link: taskDetailsPath(access.project, taskId),
      },
      mail,
    );
  }
}
