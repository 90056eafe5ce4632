import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_PATTERN } from '@platform/contract';
import type { AppDeps } from '../../deps.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { isBlank } from '../../platform/forms/field-rules.js';
import { honeyPot, caughtByHoneypot } from '../../platform/forms/honeypot.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { announceArrival } from '../../staff/inbox/inbox-notices.js';
import { handOffKinds } from '../../staff/inbox/inbox-items.js';
import { maxLengths } from '../requests/form-rules.js';
import { limits } from '../../platform/rate-limit/limits.js';
import { chatCaller } from './chat-caller.js';
import type { ChatCallerEnv } from './chat-caller.js';
import { clearChatCookie, readChatCookie } from './site-chat-cookie.js';
import { findChat } from './site-chat-store.js';

export const HAND_OFF_MESSAGES = {
  sent: 'Thanks. A person from our team will answer you by e-mail, usually within one working day.',
  messageNeeded: 'Tell us what you need help with.',
  nameNeeded: 'Please enter your full name.',
  emailNeeded: 'Please enter a valid email address.',
} as const;

const HandOffBodySchema = z
  .strictObject({
    message: z.string().optional().openapi({ example: 'I would like to speak to someone about my invoice.' }),
    full_name: z.string().optional().openapi({ description: 'Visitors only: signed-in users are known' }),
    email: z.string().optional().openapi({ description: 'Visitors only: where the answer goes' }),
    topic: z
      .enum(['Support', 'Live Chat'])
      .optional()
      .openapi({ description: 'Support: from Contact Support; Live Chat (default): from a site chat' }),
    honeyPot,
  })
  .transform((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (caughtByHoneypot(fail, body.honeyPot)) return z.NEVER;
    const message = body.message?.trim() ?? '';
    if (!message) return fail('message', HAND_OFF_MESSAGES.messageNeeded);
    if (message.length > maxLengths.projectDesc) {
      return fail('message', `Your message is too long (${maxLengths.projectDesc} characters at most).`);
    }
    const fullName = body.full_name?.trim() ?? '';
    const email = body.email?.trim().toLowerCase() ?? '';
    if (fullName.length > maxLengths.fullname) return fail('full_name', 'Your name is too long.');
    if (email && (email.length > maxLengths.email || !EMAIL_PATTERN.test(email))) {
      return fail('email', HAND_OFF_MESSAGES.emailNeeded);
    }
    return { message, fullName, email, kind: body.topic === 'Support' ? 'SUPPORT' : 'LIVE_CHAT' } as const;
  })
  .openapi('HandOffRequest', { required: ['message'] });

/**
 * "Talk to a person": from the site chat, the live chat or Contact Support, the caller asks for a person to
 * answer. It joins the staff inbox with the caller's chat so far; staff answer by e-mail, and the requests
 * page shows the status and the replies.
 */
export function handOffRoutes(deps: AppDeps) {
  const { prisma } = deps;
  return createRouter<ChatCallerEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/talk-to-person/',
      tags: ['Marketing'],
      operationId: 'askForPerson',
      summary: 'Ask for a person',
      description:
        'Ask for a person to answer (the staff inbox), with the chat so far. Visitors send the form token with their name and e-mail; signed-in users send their bearer token, and the account’s name and e-mail are used.',
      security: [...formTokenSecurity, ...bearerSecurity],
      middleware: [chatCaller(deps), requireJson] as const,
      request: { body: jsonBody(HandOffBodySchema) },
      responses: {
        201: { description: 'Sent to the staff inbox', content: json(z.object({ message: z.string() })) },
        ...errorResponses(400, 401, 415, 422, 429),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('userId');
      const user = userId
        ? await prisma.user.findUniqueOrThrow({
            where: { id: userId },
            select: { firstName: true, lastName: true, email: true },
          })
        : null;
      const fullName = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : body.fullName;
      const email = user?.email.toLowerCase() ?? body.email;
      if (isBlank(fullName)) throw new InvalidFieldError('full_name', HAND_OFF_MESSAGES.nameNeeded);
      if (isBlank(email)) throw new InvalidFieldError('email', HAND_OFF_MESSAGES.emailNeeded);
      const { limiter, ip } = c.var.limits;
      await limiter.consume([{ limit: limits.handOffsPerIp, subject: ip }]);
      // A visitor without a chat yet asks all the same; a signed-in user's cookie chat moves to the account.
      const { chatId, moved } = await findChat(prisma, { cookieKey: readChatCookie(c), userId });
      if (moved) clearChatCookie(c);
      const handOff = await prisma.chatHandOff.create({
        data: { kind: body.kind, fullName, email, message: body.message, chatId },
      });
      announceArrival(deps, { id: handOff.id, kind: handOffKinds[body.kind], fromName: fullName, email });
      return c.json({ message: HAND_OFF_MESSAGES.sent }, 201);
    },
  );
}
