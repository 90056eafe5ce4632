import { createRoute } from '@hono/zod-openapi';
import { download, json } from '../../platform/http/openapi-content.js';
import { ATTACHMENT_TYPES } from './task-files.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  AddTaskFormSchema,
  AttachmentParamsSchema,
  BoardQuerySchema,
  BoardSchema,
  HistorySchema,
  MoveBodySchema,
  ProjectParamsSchema,
  TaskCreatedSchema,
  TaskDetailSchema,
  TaskParamsSchema,
  TimelineBodySchema,
} from './task-schemas.js';

/* The OpenAPI definitions of the tasks domain; handlers in task.handlers.ts. */

const tags = ['Tasks'];
const security = bearerSecurity;

export const addTaskRoute = createRoute({
  method: 'post',
  path: '/add-task/',
  tags,
  operationId: 'addTask',
  summary: 'Add a task',
  description:
    'Create a task in Backlog with its assignees, linked features and files (multipart); needs Edit on tasks.',
  security,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: AddTaskFormSchema } } } },
  responses: {
    201: { description: 'Created', content: json(TaskCreatedSchema) },
    ...errorResponses(400, 401, 403, 404, 413, 422),
  },
});

export const boardRoute = createRoute({
  method: 'get',
  path: '/projects/{project_id}/tasks/',
  tags,
  operationId: 'getProjectTasks',
  summary: 'Get the task board',
  description:
    "The project's task board: the tasks the caller may see, column by column; needs View on tasks. With `limit`, one page in board order; `next_after` continues it (docs/decisions.md, issue #33).",
  security,
  request: { params: ProjectParamsSchema, query: BoardQuerySchema },
  responses: {
    200: { description: 'The board', content: json(BoardSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const taskDetailRoute = createRoute({
  method: 'get',
  path: '/tasks/{task_id}/',
  tags,
  operationId: 'getTask',
  summary: 'Get a task',
  description: 'One task with its assignees, timeline, linked features, files, history and next steps.',
  security,
  request: { params: TaskParamsSchema },
  responses: {
    200: { description: 'The task', content: json(TaskDetailSchema) },
    ...errorResponses(401, 403, 404),
  },
});

export const moveTaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{task_id}/move/',
  tags,
  operationId: 'moveTask',
  summary: 'Move a task',
  description:
    'Put a task in a column at a position; needs Edit on tasks, and Approve to move it into or out of Approved or Completed.',
  security,
  middleware: [requireJson] as const,
  request: { params: TaskParamsSchema, body: { required: true, content: json(MoveBodySchema) } },
  responses: {
    200: { description: 'The board after the move', content: json(BoardSchema) },
    ...errorResponses(401, 403, 404, 415, 422),
  },
});

export const timelineRoute = createRoute({
  method: 'post',
  path: '/tasks/{task_id}/timeline/',
  tags,
  operationId: 'setTaskTimeline',
  summary: "Set a task's dates",
  description: "Set a task's start date and estimated completion (either may be null); needs Edit on tasks.",
  security,
  middleware: [requireJson] as const,
  request: { params: TaskParamsSchema, body: { required: true, content: json(TimelineBodySchema) } },
  responses: {
    200: { description: 'The task', content: json(TaskDetailSchema) },
    ...errorResponses(401, 403, 404, 415, 422),
  },
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/tasks/{task_id}/history/',
  tags,
  operationId: 'getTaskHistory',
  summary: "Get a task's history",
  description: "A task's history, oldest first: who changed what, and when.",
  security,
  request: { params: TaskParamsSchema },
  responses: {
    200: { description: 'The history', content: json(HistorySchema) },
    ...errorResponses(401, 403, 404),
  },
});

export const downloadRoute = createRoute({
  method: 'get',
  path: '/tasks/{task_id}/attachments/{attachment_id}/',
  tags,
  operationId: 'downloadTaskAttachment',
  summary: "Download a task's file",
  description: "Download one of a task's files; needs View on tasks.",
  security,
  request: { params: AttachmentParamsSchema },
  responses: {
    200: {
      description: 'The file, as an attachment under its name, with its type as judged by its bytes',
      content: download(ATTACHMENT_TYPES),
    },
    ...errorResponses(401, 403, 404),
  },
});
