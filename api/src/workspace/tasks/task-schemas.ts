import {
  TASK_ATTACHMENT_LIMITS,
  TASK_TIMELINE_MESSAGES,
  TASK_TYPES,
  TASK_VISIBILITIES,
} from '@platform/contract';
import { z } from '@hono/zod-openapi';
import { nextAfterField, pageQuery } from '../../platform/http/keyset-page.js';
import { calendarDay } from '../../platform/http/typed-day.js';
import { addTaskMessages } from './task-form-checks.js';
import { TASK_STATUSES } from './task-labels.js';

/* The tasks domain's bodies, queries and answers, with the spec's field names where it gives them. */

export const TaskStatusSchema = z.enum(TASK_STATUSES).openapi({ description: 'The board column' });

const PersonSchema = z.object({ id: z.uuid(), name: z.string().openapi({ example: 'Tunde Bello' }) });

const AvatarSchema = PersonSchema.extend({
  img: z.string().nullable().openapi({ description: 'URL of the profile picture, null when none' }),
});

const AssigneeSchema = AvatarSchema.extend({
  role: z.string().openapi({ example: 'Editor', description: "'Owner' for the project's owner" }),
});

export const TaskCardSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Design the logo' }),
    type: z.enum(TASK_TYPES),
    status: TaskStatusSchema,
    position: z.int().nonnegative().openapi({ description: 'Order within the column, from 0' }),
    created_at: z.iso.datetime(),
    assignees: z.array(AvatarSchema),
    features: z.array(PersonSchema.openapi({ description: 'A linked feature: id and name' })),
    attachment_count: z.int().nonnegative(),
    due_date: z.iso.date().nullable().openapi({ description: 'The estimated completion, shown on the card' }),
    overdue: z.boolean().openapi({
      description: 'Due before today (Africa/Lagos) and not yet Approved or Completed',
    }),
    checklist_done: z.int().nonnegative(),
    checklist_total: z.int().nonnegative(),
  })
  .openapi('TaskCard');

export const BoardSchema = z
  .object({ tasks: z.array(TaskCardSchema), next_after: nextAfterField.optional() })
  .openapi('TaskBoard');

export const BoardQuerySchema = z.object(pageQuery);

const HistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['created', 'assigned', 'linked', 'attached', 'moved', 'timeline', 'edited', 'checklist']),
  text: z.string().openapi({ example: 'moved it from Backlog to In Progress' }),
  actor: PersonSchema.nullable().openapi({
    description: 'Who made the change; null once their account is gone',
  }),
  created_at: z.iso.datetime(),
});

export const HistorySchema = z.object({ history: z.array(HistoryEntrySchema) }).openapi('TaskHistory');

const day = z.iso.date().openapi({ example: '2026-12-03' });

const ChecklistStepSchema = z
  .object({ id: z.uuid(), text: z.string().openapi({ example: 'Pick the colours' }), done: z.boolean() })
  .openapi('ChecklistStep');

export const TaskDetailSchema = TaskCardSchema.omit({ assignees: true })
  .extend({
    project_id: z.uuid(),
    description: z.string(),
    visibility: z.enum(TASK_VISIBILITIES),
    start_date: day.nullable(),
    estimated_completion: day.nullable(),
    updated_at: z.iso.datetime(),
    version: z.int().positive().openapi({ description: 'Send it back with an edit or delete' }),
    checklist: z.array(ChecklistStepSchema).openapi({ description: 'In order' }),
    created_by: PersonSchema.nullable(),
    assignees: z.array(AssigneeSchema),
    attachments: z.array(
      z.object({
        id: z.uuid(),
        name: z.string().openapi({ example: 'brief.pdf' }),
        size: z.int().nonnegative().openapi({ description: 'Bytes' }),
        mime_type: z.string(),
        uploaded_at: z.iso.datetime(),
        url: z.string().openapi({ description: 'Download through the API, with the bearer token' }),
      }),
    ),
    history: z.array(HistoryEntrySchema).openapi({ description: 'Oldest first' }),
    next_status: TaskStatusSchema.nullable().openapi({
      description: "The status button's column; null once Completed",
    }),
    next_steps: z.array(z.object({ label: z.string(), date: day.nullable() })),
  })
  .openapi('TaskDetail');

const fileField = z.union([z.instanceof(File), z.string()]);

/** `POST /api/add-task/`: loose on purpose; the handler checks it in the spec's order and with its messages. */
export const AddTaskFormSchema = z
  .object({
    name: z.string().optional().openapi({ example: 'Design the logo' }),
    type: z
      .string()
      .optional()
      .openapi({ enum: [...TASK_TYPES] }),
    description: z.string().optional(),
    project_id: z.string().optional(),
    assignees: z
      .string()
      .optional()
      .openapi({ description: 'JSON list of user ids', example: '["<user id>"]' }),
    features: z
      .string()
      .optional()
      .openapi({ description: "JSON list of this project's feature ids", example: '["<feature id>"]' }),
    visibility: z
      .string()
      .optional()
      .openapi({ enum: [...TASK_VISIBILITIES], default: 'Entire project' }),
    attachments: z
      .union([fileField, z.array(fileField)])
      .optional()
      .openapi({
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: `PDF, DOC, JPEG, JPG or PNG, unique by name, ${TASK_ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB each at most`,
      }),
  })
  .openapi('AddTaskRequest', { required: ['name', 'type', 'description', 'project_id', 'assignees'] });

export const TaskCreatedSchema = z
  .object({ status: z.literal('Task created successfully'), task: TaskDetailSchema })
  .openapi('TaskCreated');

export const ProjectParamsSchema = z.object({ project_id: z.string() });
export const TaskParamsSchema = z.object({ task_id: z.string() });
export const AttachmentParamsSchema = TaskParamsSchema.extend({ attachment_id: z.string() });

export const MoveBodySchema = z
  .strictObject({
    status: TaskStatusSchema,
    position: z
      .int()
      .nonnegative()
      .max(100_000)
      .openapi({ description: "0-based; past the column's end means last" }),
  })
  .openapi('MoveTask');

export const TimelineBodySchema = z
  .strictObject({
    start_date: calendarDay(TASK_TIMELINE_MESSAGES.start_date).nullable(),
    estimated_completion: calendarDay(TASK_TIMELINE_MESSAGES.estimated_completion).nullable(),
  })
  .openapi('TaskTimeline');

export const EditTaskBodySchema = z
  .strictObject({
    version: z.int().positive().openapi({ description: "The task's version as last read" }),
    // Far past the form's own limits (task-form-checks.ts), a body is refused here, in the form's words.
    name: z.string().max(1000, addTaskMessages.nameTooLong),
    type: z
      .string()
      .max(50)
      .openapi({ enum: [...TASK_TYPES] }),
    description: z.string().max(20_000, addTaskMessages.descriptionTooLong),
    visibility: z
      .string()
      .max(50)
      .openapi({ enum: [...TASK_VISIBILITIES] }),
    assignees: z
      .array(z.string().max(100, addTaskMessages.assigneesTeam))
      .max(200, addTaskMessages.assigneesTeam)
      .openapi({ description: 'User ids' }),
    features: z
      .array(z.string().max(100, addTaskMessages.featuresProject))
      .max(200, addTaskMessages.featuresProject)
      .openapi({ description: "This project's feature ids" }),
    remove_attachments: z
      .array(z.string().max(100, addTaskMessages.notItsFile))
      .max(TASK_ATTACHMENT_LIMITS.files, addTaskMessages.notItsFile)
      .optional()
      .openapi({ description: "Ids of this task's files to remove" }),
  })
  .openapi('EditTask');

export const TaskSavedSchema = z
  .object({ message: z.string().openapi({ example: 'Task updated.' }), task: TaskDetailSchema })
  .openapi('TaskSaved');

export const VersionQuerySchema = z.object({
  version: z.coerce.number().int().positive().openapi({ description: "The task's version as last read" }),
});

export const AddFilesFormSchema = z
  .object({
    version: z.string().openapi({ description: "The task's version as last read" }),
    attachments: AddTaskFormSchema.shape.attachments,
  })
  .openapi('AddTaskFiles', { required: ['version', 'attachments'] });

export const ChecklistAddSchema = z.strictObject({ text: z.string().max(1000) }).openapi('AddChecklistStep');
export const ChecklistChangeSchema = z
  .strictObject({ text: z.string().max(1000).optional(), done: z.boolean().optional() })
  .openapi('ChangeChecklistStep');
export const ChecklistParamsSchema = TaskParamsSchema.extend({ item_id: z.string() });
