import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/api-error.js';
import { isLoopback } from '../http/loopback.js';
import { createRouter } from '../http/router.js';
import { socketPeer } from '../rate-limit/client-ip.js';

const MailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    attachments: z
      .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
      .optional()
      .openapi({ description: "Files sent with the message, e.g. a meeting's .ics invitation" }),
    date: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('DevMail');

const listMailbox = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Development'],
  summary: 'Messages the development mailer kept (development only, never in production)',
  request: {
    query: z.object({
      to: z.string().optional().openapi({ description: 'Only messages to this address (any case)' }),
    }),
  },
  responses: {
    200: {
      description: 'Newest first',
      content: { 'application/json': { schema: z.object({ messages: z.array(MailSchema) }) } },
    },
  },
});

/**
 * Only a request from this machine, not relayed by a proxy: the mailbox holds every code and reset link.
 * Anyone else is told the route does not exist.
 */
const fromThisMachine = createMiddleware(async (c, next) => {
  const peer = socketPeer(c);
  const relayedFor = c.req.header('X-Forwarded-For') ?? c.req.header('Forwarded');
  if (!peer || !isLoopback(peer) || relayedFor !== undefined) throw notFound();
  await next();
});

/**
 * `GET /api/dev/mailbox`, only when the app has a development mailbox (no SMTP server, not production,
 * listening on loopback alone): otherwise the route does not exist at all.
 */
export function devMailboxRoutes({ devMailbox }: AppDeps) {
  const router = createRouter();
  if (!devMailbox) return router;
  return router.openapi({ ...listMailbox, middleware: [fromThisMachine] as const }, async (c) => {
    const to = c.req.valid('query').to?.trim().toLowerCase();
    const messages = await devMailbox.list();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { messages: to ? messages.filter((message) => message.to.toLowerCase() === to) : messages },
      200,
    );
  });
}
