import type { LinkTarget, PrismaClient } from '@platform/prisma';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { taskVisibleTo, visibleTasks } from '../tasks/task-access.js';
import { targetLabel, toStoredTarget } from './file-labels.js';
import type { LinkTargetLabel } from './file-labels.js';

/* What a file or a review is linked to: the project, its brief, or one feature or task of the same project. */

export const linkMessages = {
  featureMissing: 'Choose the feature this is linked to.',
  featureNotFound: 'Feature not found.',
  taskMissing: 'Choose the task this is linked to.',
  taskNotFound: 'Task not found.',
} as const;

export interface LinkChoice {
  linked_to?: LinkTargetLabel;
  feature_id?: string | null;
  task_id?: string | null;
}

export interface StoredLink {
  linkedTo: LinkTarget;
  featureId: string | null;
  taskId: string | null;
}

async function linkedId(
  find: (id: string) => Promise<{ id: string } | null>,
  raw: string | null | undefined,
  field: string,
  messages: { missing: string; notFound: string },
): Promise<string> {
  const id = raw?.trim() ?? '';
  if (!id) throw new InvalidFieldError(field, messages.missing);
  const found = isUuid(id) ? await find(id) : null;
  if (!found) throw new InvalidFieldError(field, messages.notFound);
  return found.id;
}

/**
 * The link as stored, once its feature or task is found in the project (a task only among those the caller
 * sees, so a hidden task can be neither linked nor named back); 422 otherwise.
 */
export async function readLink(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  choice: LinkChoice,
): Promise<StoredLink> {
  const projectId = access.project.id;
  const linkedTo = toStoredTarget(choice.linked_to ?? 'Project');
  if (linkedTo === 'FEATURE') {
    const featureId = await linkedId(
      (id) => prisma.projectFeature.findFirst({ where: { id, projectId }, select: { id: true } }),
      choice.feature_id,
      'feature_id',
      { missing: linkMessages.featureMissing, notFound: linkMessages.featureNotFound },
    );
    return { linkedTo, featureId, taskId: null };
  }
  if (linkedTo === 'TASK') {
    const taskId = await linkedId(
      (id) => prisma.task.findFirst({ where: { id, ...visibleTasks(access, userId) }, select: { id: true } }),
      choice.task_id,
      'task_id',
      { missing: linkMessages.taskMissing, notFound: linkMessages.taskNotFound },
    );
    return { linkedTo, featureId: null, taskId };
  }
  return { linkedTo, featureId: null, taskId: null };
}

export const linkedSelect = {
  linkedTo: true,
  feature: { select: { id: true, name: true } },
  task: {
    select: {
      id: true,
      name: true,
      visibility: true,
      createdById: true,
      assignees: { select: { userId: true } },
    },
  },
  project: { select: { name: true } },
} as const;

interface LinkedRow {
  linkedTo: LinkTarget;
  feature: { id: string; name: string } | null;
  task: {
    id: string;
    name: string;
    visibility: string;
    createdById: string | null;
    assignees: { userId: string }[];
  } | null;
  project: { name: string };
}

/** What "Linked To" says of a task the caller may not see: that there is one, not which. */
export const HIDDEN_TASK_NAME = 'A task shown to its assignees only';

/** "Linked To" as the table shows it to this caller: the kind, and the name of what it points to. */
export function linkedItem(row: LinkedRow, access: ProjectAccess) {
  const type = targetLabel(row.linkedTo);
  if (row.linkedTo === 'FEATURE' && row.feature) return { type, id: row.feature.id, name: row.feature.name };
  if (row.linkedTo === 'TASK' && row.task) {
    return taskVisibleTo(access, row.task)
      ? { type, id: row.task.id, name: row.task.name }
      : { type, id: null, name: HIDDEN_TASK_NAME };
  }
  if (row.linkedTo === 'BRIEF') return { type, id: null, name: 'Project Brief' };
  return { type: 'Project' as const, id: null, name: row.project.name };
}
