import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';

export const StreamQuerySchema = z.object({
  project: z.string().optional().openapi({
    format: 'uuid',
    description: 'The project page the tab shows: its viewers see this tab present.',
  }),
});

export const LastEventIdSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/, 'Last-Event-ID must be the id of an event of this stream.')
    .optional()
    .openapi({ description: 'The id of the last event received: the events after it are sent first.' }),
});

export function streamRouteDefinitions(signedIn: MiddlewareHandler) {
  return {
    stream: createRoute({
      method: 'get',
      path: '/events/',
      tags: ['Live'],
      operationId: 'streamEvents',
      summary: 'Stream live events',
      description:
        'The caller\'s live events (Server-Sent Events), one stream per tab. Every change the caller may see, as it commits, in any project: `event` is its kind (`task.moved`), `id` increases, `data` is the change as JSON. First comes `ready` with the stream id; with `project`, `presence` lists who has that project page open whenever it changes. With `Last-Event-ID`, what was missed comes first, or `reload` when that is too much to replay. Read it with fetch: it takes the bearer token like every call (docs/decisions.md, "Live workspace").',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { query: StreamQuerySchema, headers: LastEventIdSchema },
      responses: {
        200: {
          description: 'The stream',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        ...errorResponses(401, 404, 422),
      },
    }),
  };
}
