import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { ApiError } from '../../platform/http/api-error.js';
import { bearerSecurity, errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { limits } from '../../platform/rate-limit/limits.js';
import { chatCaller } from './chat-caller.js';
import type { ChatCallerEnv } from './chat-caller.js';
import { clearChatCookie, readChatCookie, writeChatCookie } from './site-chat-cookie.js';
import { chatHistory, findChat, recordExchange } from './site-chat-store.js';

/** The welcome `message` that tells the page to restore `chat_history` (the spec's states and transitions). */
export const existingChat = 'existing chat';
export const siteChatGreeting =
  "Hi! I'm your project assistant. Tell me about the project you have in mind, or ask me about our services and plans.";
export const assistantUnavailable = 'The assistant is not available right now. Please try again.';

/** Turns shown when a chat is restored, and turns the assistant reads before answering. */
const shownTurns = 100;
const contextTurns = 40;
const maxMessageLength = 2000;

const TurnSchema = z.object({ content: z.string(), role: z.enum(['user', 'assistant']) }).openapi('ChatTurn');

const WelcomeSchema = z
  .object({
    message: z.string().openapi({ description: `"${existingChat}" when chat_history holds the chat so far` }),
    chat_history: z.array(TurnSchema),
  })
  .openapi('SiteChatWelcome');

const ReplyBodySchema = z
  .strictObject({ message: z.string().openapi({ example: 'How much is the Growth Plan?' }) })
  .transform((body, ctx) => {
    const message = body.message.trim();
    if (!message) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Please type a message.' });
    if (message.length > maxMessageLength) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `Your message is too long (${maxMessageLength} characters at most).`,
      });
    }
    return message;
  })
  .openapi('SiteChatMessage', { required: ['message'] });

const SupportRequestSchema = z
  .object({
    message_type: z
      .string()
      .openapi({ example: 'Other', description: "One of the Let's Talk message types" }),
    project_desc: z.string().openapi({ description: "The problem, for the Let's Talk form's description" }),
  })
  .openapi('SiteChatSupportRequest');

const ReplySchema = z
  .object({
    message: z.string(),
    suggest_signin: z.boolean().openapi({ description: 'True when the page should offer Login' }),
    support_request: SupportRequestSchema.nullable().openapi({
      description: "Set when the visitor reported a problem: the page offers Let's Talk with it filled in",
    }),
  })
  .openapi('SiteChatReply');

/** Either one: visitors send the form token, signed-in users their bearer token. */
const security = [...formTokenSecurity, ...bearerSecurity];

/** The public site's chat with the assistant (home page and live chat): `GET /api/welcome/`, `POST /api/reply/`. */
export function siteChatRoutes(deps: AppDeps) {
  const { prisma, assistant, log } = deps;
  const router = createRouter<ChatCallerEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/welcome/',
      tags: ['Marketing'],
      operationId: 'getSiteChat',
      summary: 'Get the site chat',
      description:
        "The caller's site chat so far, or a greeting. Visitors send the form token and are recognised by an HttpOnly cookie; signed-in users send their bearer token, and a chat they had as a visitor moves to their account.",
      security,
      middleware: [chatCaller(deps)] as const,
      responses: {
        200: { description: 'The chat', content: json(WelcomeSchema) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const found = await findChat(prisma, { cookieKey: readChatCookie(c), userId: c.get('userId') });
      if (found.moved) clearChatCookie(c);
      c.header('Cache-Control', 'no-store');
      const turns = found.chatId ? await chatHistory(prisma, found.chatId, shownTurns) : [];
      if (turns.length === 0) return c.json({ message: siteChatGreeting, chat_history: [] }, 200);
      return c.json({ message: existingChat, chat_history: turns }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reply/',
      tags: ['Marketing'],
      operationId: 'replyInSiteChat',
      summary: 'Answer in the site chat',
      description: "The assistant's answer to a message in the site chat.",
      security,
      middleware: [chatCaller(deps), requireJson] as const,
      request: { body: jsonBody(ReplyBodySchema) },
      responses: {
        200: { description: 'The answer', content: json(ReplySchema) },
        ...errorResponses(401, 415, 422, 429, 503),
      },
    }),
    async (c) => {
      const message = c.req.valid('json');
      // Counted before the assistant runs: each answer costs an engine (or a paid model) call.
      const { limiter, ip } = c.var.limits;
      await limiter.consume([{ limit: limits.siteChatRepliesPerIp, subject: ip }]);
      const userId = c.get('userId');
      const found = await findChat(prisma, { cookieKey: readChatCookie(c), userId });
      if (found.moved) clearChatCookie(c);
      const history = found.chatId ? await chatHistory(prisma, found.chatId, contextTurns) : [];
      const answer = await assistant.siteReply(history, message).catch((error: unknown) => {
        // Never silent: the visitor gets a clear answer to retry, the log keeps the cause.
        log(
          `site chat: the assistant failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        throw new ApiError(503, assistantUnavailable);
      });
      const { cookieKey } = await recordExchange(
        prisma,
        { chatId: found.chatId, userId },
        message,
        answer.message,
      );
      if (cookieKey) writeChatCookie(c, cookieKey);
      const support = answer.supportRequest;
      return c.json(
        {
          message: answer.message,
          suggest_signin: answer.suggestSignin,
          support_request: support
            ? { message_type: support.messageType, project_desc: support.details }
            : null,
        },
        200,
      );
    },
  );
  return router;
}
