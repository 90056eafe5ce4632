import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../http/api-error.js';
import { directFromThisMachine } from '../http/loopback.js';
import { requestHeader } from '../http/node-messages.js';
import { errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';
import { isMailboxToken } from './mailbox-token.js';

const MailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    attachments: z
      .array(
        z.object({
          filename: z.string(),
          contentType: z.string(),
          content: z.string(),
          encoding: z
            .literal('base64')
            .optional()
            .openapi({ description: 'A binary file (a PDF), in base64' }),
        }),
      )
      .optional()
      .openapi({ description: "Files sent with the message, e.g. a meeting's .ics invitation" }),
    date: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevMail');

const listMailbox = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Development'],
  operationId: 'listDevMailbox',
  summary: 'List the development mailbox',
  description: 'Messages the development mailer kept (development only, never in production).',
  request: {
    query: z.object({
      to: z.string().optional().openapi({ description: 'Only messages to this address (any case)' }),
      token: z.string().optional().openapi({
        description: 'The mailbox token `npm start` prints (or send it as `X-Mailbox-Token`)',
      }),
    }),
  },
  responses: {
    200: {
      description: 'Newest first',
      content: { 'application/json': { schema: z.object({ messages: z.array(MailSchema) }) } },
    },
    // Anyone but the user who started the product, from this machine, is told the route does not exist.
    ...errorResponses(404),
  },
});

/**
 * Only the user that started the product, from this machine, not relayed by a proxy: the mailbox holds
 * every code and reset link, and loopback alone is every user of a shared machine. That user holds the
 * mailbox token (mailbox-token.ts). Anyone else is told the route does not exist.
 */
const forTheUserThatStartedIt = (appSecret: string) =>
  createMiddleware<BlankEnv>(async (c, next) => {
    const token = requestHeader(c, 'x-mailbox-token') ?? c.req.query('token');
    if (!directFromThisMachine(c) || !isMailboxToken(token, appSecret)) throw notFound();
    await next();
  });

/**
 * `GET /api/dev/mailbox?token=`, only when the app has a development mailbox (no SMTP server, not production,
 * listening on loopback alone): otherwise the route does not exist at all.
 */
export function devMailboxRoutes({ devMailbox, appSecret }: AppDeps) {
  const router = createRouter();
  if (!devMailbox) return router;
  return router.openapi(
    { ...listMailbox, middleware: [forTheUserThatStartedIt(appSecret)] as const },
    async (c) => {
      const to = c.req.valid('query').to?.trim().toLowerCase();
      const messages = await devMailbox.list();
      c.header('Cache-Control', 'no-store');
      return c.json(
        { messages: to ? messages.filter((message) => message.to.toLowerCase() === to) : messages },
        200,
      );
    },
  );
}
