import { createRoute } from '@hono/zod-openapi';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  ConversationSchema,
  LoadConversationBodySchema,
  PageChatBodySchema,
  PageChatReplySchema,
} from './page-chat-schemas.js';

/* The OpenAPI definitions of the page assistant (the spec's workspace calls table); handlers in page-chat.handlers.ts. */

const tags = ['Page assistant'];

export const loadConversationRoute = createRoute({
  method: 'post',
  path: '/handle-load-conversation/',
  tags,
  operationId: 'getPageConversation',
  summary: "Get a page's assistant conversation",
  description:
    "A workspace page's stored conversation with the assistant; needs View on Project Overview & Scope.",
  security: bearerSecurity,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(LoadConversationBodySchema) } },
  responses: {
    200: { description: 'The conversation, oldest first', content: json(ConversationSchema) },
    ...errorResponses(401, 403, 404, 415, 422),
  },
});

export const pageChatRoute = createRoute({
  method: 'post',
  path: '/ai-page-conversation/',
  tags,
  operationId: 'askPageAssistant',
  summary: 'Ask the page assistant',
  description:
    "Ask the page assistant; a change it makes (the brief, a feature, a task, a meeting) needs what the page's own button needs.",
  security: bearerSecurity,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(PageChatBodySchema) } },
  responses: {
    200: { description: 'The reply and what it changed', content: json(PageChatReplySchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});
