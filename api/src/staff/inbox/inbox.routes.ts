import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  InboxChangeBodySchema,
  InboxItemDetailSchema,
  InboxListSchema,
  InboxParamsSchema,
  InboxQuerySchema,
  InboxReplyBodySchema,
  InboxSavedSchema,
} from './inbox-schemas.js';

/*
 * The staff inbox's calls (issue #27): service requests, custom quotes, Let's Talk messages, support
 * requests and live-chat hand-offs in one list. Handlers in inbox.handlers.ts; who may call each:
 * docs/permissions.md, "Staff calls".
 */

const tags = ['Inbox'];

export function inboxRouteDefinitions(guard: MiddlewareHandler) {
  return {
    list: createRoute({
      method: 'get',
      path: '/staff/inbox/',
      tags,
      operationId: 'listInboxItems',
      summary: 'List the inbox',
      description: 'Everything visitors sent, newest first, by kind, status and who handles it.',
      security: bearerSecurity,
      middleware: [guard] as const,
      request: { query: InboxQuerySchema },
      responses: {
        200: { description: 'The inbox', content: json(InboxListSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    show: createRoute({
      method: 'get',
      path: '/staff/inbox/{item_id}/',
      tags,
      operationId: 'getInboxItem',
      summary: 'Get an inbox item',
      description: 'One item: the message, the replies, a hand-off’s chat, the statuses it may move to.',
      security: bearerSecurity,
      middleware: [guard] as const,
      request: { params: InboxParamsSchema },
      responses: {
        200: { description: 'The item', content: json(InboxItemDetailSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    change: createRoute({
      method: 'patch',
      path: '/staff/inbox/{item_id}/',
      tags,
      operationId: 'updateInboxItem',
      summary: 'Move or assign an inbox item',
      description: 'Move an item to another status, or give it to a staff member (null: nobody).',
      security: bearerSecurity,
      middleware: [guard, requireJson] as const,
      request: { params: InboxParamsSchema, body: jsonBody(InboxChangeBodySchema) },
      responses: {
        200: { description: "'Inbox item updated.'", content: json(InboxSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    reply: createRoute({
      method: 'post',
      path: '/staff/inbox/{item_id}/replies/',
      tags,
      operationId: 'replyToInboxItem',
      summary: 'Reply to an inbox item',
      description: 'Reply to the sender by e-mail; the reply joins the thread their requests page shows.',
      security: bearerSecurity,
      middleware: [guard, requireJson] as const,
      request: { params: InboxParamsSchema, body: jsonBody(InboxReplyBodySchema) },
      responses: {
        201: { description: "'Reply sent.'", content: json(InboxSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
  };
}
