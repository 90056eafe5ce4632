import {
  TASK_ATTACHMENT_LIMITS,
  TASK_FORM_MESSAGES,
  TASK_TYPES,
  TASK_VISIBILITIES,
} from '@platform/contract';
import type { TaskTypeLabel, TaskVisibilityLabel } from '@platform/contract';
import type { z } from '@hono/zod-openapi';
import type { PrismaClient, TaskType, TaskVisibility } from '@platform/prisma';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { teamIds } from './task-access.js';
import { attachmentKind, sanitiseFileName } from './task-files.js';
import type { AttachmentKind } from './task-files.js';
import { typeOf, visibilityOf } from './task-labels.js';
import type { AddTaskFormSchema } from './task-schemas.js';

/** The spec's texts (workspace validation rules and workspace error catalogue), shown by the form and answered by the server. */
export const addTaskMessages = {
  ...TASK_FORM_MESSAGES,
  projectMissing: 'Project ID is missing.',
  type: `Task Type must be one of ${TASK_TYPES.join(', ')}.`,
  visibility: `Visibility must be one of ${TASK_VISIBILITIES.join(', ')}.`,
  assigneesList: 'Assigned To must be a JSON list of user ids.',
  assigneesTeam: 'Tasks can be assigned only to the owner and members of this project.',
  featuresList: 'Linked features must be a JSON list of feature ids.',
  featuresProject: 'Linked features must be features of this project.',
  nameTooLong: 'Task Name must be at most 200 characters.',
  descriptionTooLong: 'Task Description must be at most 10,000 characters.',
  notItsFile: 'Only files of this task can be removed.',
} as const;

export type AddTaskForm = z.infer<typeof AddTaskFormSchema>;

/** The project the form names, before anything else is looked at (it decides who may send it). */
export function projectIdOf(form: AddTaskForm): string {
  const id = form.project_id?.trim();
  if (!id) throw new InvalidFieldError('project_id', addTaskMessages.projectMissing);
  return id;
}

function idList(raw: string | undefined, field: string, message: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new InvalidFieldError(field, message);
  }
  if (!Array.isArray(parsed) || !parsed.every((id): id is string => typeof id === 'string')) {
    throw new InvalidFieldError(field, message);
  }
  return [...new Set(parsed)];
}

export interface Upload {
  name: string;
  bytes: Uint8Array;
  kind: AttachmentKind;
}

/** Every file allowed by its bytes and its name, no two with the same name, each within the size limit. */
export async function checkFiles(raw: AddTaskForm['attachments']): Promise<Upload[]> {
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
    (file) => !(typeof file === 'string' && file === ''),
  );
  if (files.length > TASK_ATTACHMENT_LIMITS.files)
    throw new InvalidFieldError('attachments', addTaskMessages.tooManyFiles);
  const uploads: Upload[] = [];
  const names = new Set<string>();
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0)
      throw new InvalidFieldError('attachments', addTaskMessages.files);
    if (file.size > TASK_ATTACHMENT_LIMITS.bytes) {
      throw new ApiError(413, addTaskMessages.fileTooLarge, {
        errors: { attachments: addTaskMessages.fileTooLarge },
      });
    }
    const name = sanitiseFileName(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = await attachmentKind(name, bytes);
    if (!kind || names.has(name.toLowerCase()))
      throw new InvalidFieldError('attachments', addTaskMessages.files);
    names.add(name.toLowerCase());
    uploads.push({ name, bytes, kind });
  }
  return uploads;
}

export interface NewTask {
  name: string;
  type: TaskType;
  description: string;
  visibility: TaskVisibility;
  assigneeIds: string[];
  featureIds: string[];
  uploads: Upload[];
}

/** The rest of the form, checked in the order the page checks it, for a project the caller may edit. */
export async function checkTaskForm(
  prisma: PrismaClient,
  access: ProjectAccess,
  form: AddTaskForm,
): Promise<NewTask> {
  const name = form.name?.trim() ?? '';
  const type = form.type?.trim() ?? '';
  const description = form.description?.trim() ?? '';
  const required = { name, type, description, assignees: form.assignees?.trim() ?? '' };
  const missing = Object.entries(required).find(([, value]) => value === '')?.[0];
  if (missing) throw new InvalidFieldError(missing, addTaskMessages.required);
  const assigneeIds = idList(form.assignees, 'assignees', addTaskMessages.assigneesList);
  if (assigneeIds.length === 0) throw new InvalidFieldError('assignees', addTaskMessages.required);
  if (!(TASK_TYPES as readonly string[]).includes(type))
    throw new InvalidFieldError('type', addTaskMessages.type);
  if (name.length > 200) throw new InvalidFieldError('name', addTaskMessages.nameTooLong);
  if (description.length > 10_000)
    throw new InvalidFieldError('description', addTaskMessages.descriptionTooLong);
  const visibility = form.visibility?.trim() || 'Entire project';
  if (!(TASK_VISIBILITIES as readonly string[]).includes(visibility)) {
    throw new InvalidFieldError('visibility', addTaskMessages.visibility);
  }
  const team = await teamIds(prisma, access.project);
  if (!assigneeIds.every((id) => team.has(id)))
    throw new InvalidFieldError('assignees', addTaskMessages.assigneesTeam);
  const featureIds = idList(form.features, 'features', addTaskMessages.featuresList);
  const known = featureIds.every(isUuid)
    ? await prisma.projectFeature.count({ where: { projectId: access.project.id, id: { in: featureIds } } })
    : -1;
  if (known !== featureIds.length) throw new InvalidFieldError('features', addTaskMessages.featuresProject);
  return {
    name,
    type: typeOf[type as TaskTypeLabel],
    description,
    visibility: visibilityOf[visibility as TaskVisibilityLabel],
    assigneeIds,
    featureIds,
    uploads: await checkFiles(form.attachments),
  };
}
