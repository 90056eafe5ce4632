import { createRoute } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { FileParamsSchema } from '../files/file-schemas.js';
import { ReviewParamsSchema } from '../reviews/review-schemas.js';
import { TaskParamsSchema } from '../tasks/task-schemas.js';
import {
  CommentEditSchema,
  CommentParamsSchema,
  CommentSavedSchema,
  CommentThreadsSchema,
  NewCommentSchema,
} from './comment-schemas.js';

/* The OpenAPI definitions of comments; handlers in comments.handlers.ts. A review's own POST is in reviews.routes.ts. */

const tags = ['Comments'];
const security = bearerSecurity;

/** What comments hang on, as the operation ids name it. */
const subjectNames = { task: 'Task', file: 'File', review: 'Review' } as const;
type Subject = keyof typeof subjectNames;

/** A file in the trash answers 410 to its comments too (a comment's own calls: its file may be there). */
const inTrash = (what: Subject) => (what === 'file' ? errorResponses(410) : {});

export function commentRouteDefinitions(signedIn: MiddlewareHandler) {
  const threads = <P extends z.ZodObject>(path: string, params: P, what: Subject) =>
    createRoute({
      method: 'get',
      path,
      tags,
      operationId: `list${subjectNames[what]}Comments`,
      summary: `List a ${what}'s comments`,
      description: `The comments on a ${what} as threads, and who may be mentioned (those who see the ${what}).`,
      security,
      middleware: [signedIn] as const,
      request: { params },
      responses: {
        200: { description: 'The threads', content: json(CommentThreadsSchema) },
        ...errorResponses(401, 403, 404),
        ...inTrash(what),
      },
    });
  const post = <P extends z.ZodObject>(path: string, params: P, what: Subject) =>
    createRoute({
      method: 'post',
      path,
      tags,
      operationId: `add${subjectNames[what]}Comment`,
      summary: `Comment on a ${what}`,
      description: `Comment on a ${what}, or reply, as anyone who sees it; each @mentioned person is notified and e-mailed.`,
      security,
      middleware: [signedIn, requireJson] as const,
      request: { params, body: { required: true, content: json(NewCommentSchema) } },
      responses: {
        201: { description: '"Comment added."', content: json(CommentSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
        ...inTrash(what),
      },
    });

  return {
    taskThreads: threads('/tasks/{task_id}/comments/', TaskParamsSchema, 'task'),
    taskComment: post('/tasks/{task_id}/comments/', TaskParamsSchema, 'task'),
    fileThreads: threads('/files/{file_id}/comments/', FileParamsSchema, 'file'),
    fileComment: post('/files/{file_id}/comments/', FileParamsSchema, 'file'),
    reviewThreads: threads('/reviews/{review_id}/comments/', ReviewParamsSchema, 'review'),
    edit: createRoute({
      method: 'patch',
      path: '/comments/{comment_id}/',
      tags,
      operationId: 'editComment',
      summary: 'Edit a comment',
      description: "Change one's own comment; people it newly mentions are notified.",
      security,
      middleware: [signedIn, requireJson] as const,
      request: { params: CommentParamsSchema, body: { required: true, content: json(CommentEditSchema) } },
      responses: {
        200: { description: '"Comment updated."', content: json(CommentSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 410, 415, 422),
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: '/comments/{comment_id}/',
      tags,
      operationId: 'deleteComment',
      summary: 'Delete a comment',
      description: "Delete one's own comment (one with replies stays as deleted, holding them).",
      security,
      middleware: [signedIn] as const,
      request: { params: CommentParamsSchema },
      responses: {
        200: { description: '"Comment deleted."', content: json(MessageSchema) },
        ...errorResponses(401, 403, 404, 409, 410),
      },
    }),
  };
}
