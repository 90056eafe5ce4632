import { createRoute } from '@hono/zod-openapi';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  AddFilesFormSchema,
  ChecklistAddSchema,
  ChecklistChangeSchema,
  ChecklistParamsSchema,
  EditTaskBodySchema,
  TaskParamsSchema,
  TaskSavedSchema,
  VersionQuerySchema,
} from './task-schemas.js';

/* The OpenAPI definitions of changing a task after it was made; handlers in task-edit.handlers.ts. */

const tags = ['Tasks'];
const security = bearerSecurity;
const needsEdit = 'needs Edit on tasks, as creating one does';

export const editTaskRoute = createRoute({
  method: 'patch',
  path: '/tasks/{task_id}/',
  tags,
  operationId: 'updateTask',
  summary: 'Edit a task',
  description: `Change every field the add-task form sets and drop files; ${needsEdit}. A stale version is a 409.`,
  security,
  middleware: [requireJson] as const,
  request: { params: TaskParamsSchema, body: { required: true, content: json(EditTaskBodySchema) } },
  responses: {
    200: { description: 'Saved, with the change in the history', content: json(TaskSavedSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const addFilesRoute = createRoute({
  method: 'post',
  path: '/tasks/{task_id}/attachments/',
  tags,
  operationId: 'attachTaskFiles',
  summary: 'Attach files to a task',
  description: `Attach more files to a task (multipart); ${needsEdit}.`,
  security,
  request: {
    params: TaskParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: AddFilesFormSchema } } },
  },
  responses: {
    201: { description: 'Attached', content: json(TaskSavedSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 413, 422),
  },
});

export const deleteTaskRoute = createRoute({
  method: 'delete',
  path: '/tasks/{task_id}/',
  tags,
  operationId: 'deleteTask',
  summary: 'Delete a task',
  description: `Delete a task with its files; ${needsEdit}. The board sends it once its Undo has passed.`,
  security,
  request: { params: TaskParamsSchema, query: VersionQuerySchema },
  responses: {
    200: { description: '"Task deleted."', content: json(MessageSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const addStepRoute = createRoute({
  method: 'post',
  path: '/tasks/{task_id}/checklist/',
  tags,
  operationId: 'addChecklistStep',
  summary: 'Add a checklist step',
  description: `Add a step to a task's checklist (at most 50); ${needsEdit}.`,
  security,
  middleware: [requireJson] as const,
  request: { params: TaskParamsSchema, body: { required: true, content: json(ChecklistAddSchema) } },
  responses: {
    201: { description: 'Added', content: json(TaskSavedSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const changeStepRoute = createRoute({
  method: 'patch',
  path: '/tasks/{task_id}/checklist/{item_id}/',
  tags,
  operationId: 'updateChecklistStep',
  summary: 'Tick or rename a checklist step',
  description: `Tick, untick or rename a checklist step; ${needsEdit}.`,
  security,
  middleware: [requireJson] as const,
  request: { params: ChecklistParamsSchema, body: { required: true, content: json(ChecklistChangeSchema) } },
  responses: {
    200: { description: 'Saved', content: json(TaskSavedSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const removeStepRoute = createRoute({
  method: 'delete',
  path: '/tasks/{task_id}/checklist/{item_id}/',
  tags,
  operationId: 'removeChecklistStep',
  summary: 'Remove a checklist step',
  description: `Remove a checklist step; ${needsEdit}.`,
  security,
  request: { params: ChecklistParamsSchema },
  responses: {
    200: { description: 'Removed', content: json(TaskSavedSchema) },
    ...errorResponses(401, 403, 404, 409),
  },
});
