import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.js';
import { createRouter } from '../http/router.js';

const MailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
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
 * `GET /api/dev/mailbox`, only when the app has a development mailbox (no SMTP server, not production):
 * in production the route does not exist at all.
 */
export function devMailboxRoutes({ devMailbox }: AppDeps) {
  const router = createRouter();
  if (!devMailbox) return router;
  return router.openapi(listMailbox, async (c) => {
    const to = c.req.valid('query').to?.trim().toLowerCase();
    const messages = await devMailbox.list();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { messages: to ? messages.filter((message) => message.to.toLowerCase() === to) : messages },
      200,
    );
  });
}
