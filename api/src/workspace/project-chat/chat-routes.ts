import { PROJECT_IDENTITY_UPDATED } from '@platform/contract';
import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { IntakeTurn } from '../assistant/project-intake.js';
import { assertCanCreateProject, holdProjectAllowance } from '../../billing/subscriptions/subscription.js';
import type { AppDeps } from '../../deps.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { recordView } from '../projects/project-access.js';
import { workspacePath } from '../projects/workspace-path.js';
import { assertHasBusinessProfile } from './business-profile-first.js';
import {
  ChatResponseBodySchema,
  ChatResponseSchema,
  ChatStartBodySchema,
  ChatStartResponseSchema,
} from './chat-schemas.js';
import { findVisibleChat, saveTurn, startDraftChat } from './chat-store.js';
import { answerInChat, offerReplies } from './earlier-description.js';
import type { StoredChat } from './chat-store.js';
import { startNewChatFor } from './intake-start.js';

/** The status of a reply that named the project or decided its type (the page then shows a toast). */
const identityStatus = PROJECT_IDENTITY_UPDATED;
type ReplyStatus = typeof identityStatus | 'complete' | 'incomplete';

/** "complete"/"incomplete" once the intake is finished; before that, whether the project's identity changed. */
function replyStatus(turn: IntakeTurn): ReplyStatus {
  if (turn.outcome !== 'continue') return turn.outcome;
  return turn.identityChanged ? identityStatus : 'incomplete';
}

function startAnswer(chat: StoredChat, status: 'new' | 'existing') {
  return {
    status,
    session_id: chat.id,
    messages: chat.messages,
    project_id: chat.project.id,
    project_name: chat.project.name,
    project_status: chat.project.status,
    message: status === 'new' ? 'New chat session started.' : 'Chat session restored.',
    quick_replies: chat.state.offered ? offerReplies : chat.quickReplies,
  };
}

export function projectChatRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/chat-start/',
      tags: ['Project chat'],
      operationId: 'startProjectChat',
      summary: 'Start or restore a new-project chat',
      description: 'Restore a new-project chat, or start one with a new Draft project.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        body: jsonBody(ChatStartBodySchema),
      },
      responses: {
        200: {
          description: 'The stored chat',
          content: json(ChatStartResponseSchema),
        },
        201: {
          description: 'A new chat and its Draft project',
          content: json(ChatStartResponseSchema),
        },
        ...errorResponses(401, 402, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { session_id: sessionId } = c.req.valid('json');
      if (sessionId) {
        const chat = await findVisibleChat(deps.prisma, userId, sessionId);
        await recordView(deps.prisma, userId, chat.project.id, deps.now());
        return c.json(startAnswer(chat, 'existing'), 200);
      }
      await assertHasBusinessProfile(deps.prisma, userId);
      // Refused before the assistant is asked; checked again, locked, where the project is made.
      await assertCanCreateProject(deps.prisma, userId, deps.now());
      const start = await startNewChatFor(deps, userId);
      const chat = await startDraftChat(deps.prisma, userId, start, deps.now(), (tx) =>
        holdProjectAllowance(tx, userId, deps.now()),
      );
      return c.json(startAnswer(chat, 'new'), 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/chat/response/',
      tags: ['Project chat'],
      operationId: 'replyInProjectChat',
      summary: 'Answer in the new-project chat',
      description: "The assistant's reply to a message in a new-project chat.",
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        body: jsonBody(ChatResponseBodySchema),
      },
      responses: {
        200: { description: 'The reply', content: json(ChatResponseSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const body = c.req.valid('json');
      const chat = await findVisibleChat(deps.prisma, userId, body.session_id, body.project_id);
      // The chat names the project and writes its brief: editing the scope.
      await requireProjectPermission(deps.prisma, userId, chat.project.id, 'projectOverviewAndScope', 'Edit');
      const turn = await answerInChat(deps, chat, body.user_response);
      const project = await saveTurn(deps.prisma, chat, body.user_response, turn);
      return c.json(
        {
          status: replyStatus(turn),
          message: turn.reply,
          quick_replies: turn.quickReplies,
          project_name: project.name,
          last_updated: project.updatedAt.toISOString(),
          redirect_url: turn.outcome === 'continue' ? null : workspacePath(project),
        },
        200,
      );
    },
  );
  return router;
}
