import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../auth/bearer-auth.js';
import type { AppDeps } from '../deps.js';
import { bearerSecurity, errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';
import { decodeCursor, listProjects } from './project-list.js';

const ProjectListItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Customer Mobile App' }),
    status: z.enum(['DRAFT', 'PENDING_REVIEW', 'IN_PROGRESS', 'COMPLETED']),
    last_updated: z.iso.datetime(),
    goal: z.string().nullable(),
    type: z.enum(['Design project', 'Development project', 'Design and Development project']),
  })
  .openapi('ProjectListItem');

const ListQuerySchema = z.object({
  cursor: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return null;
      const cursor = decodeCursor(value);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'Invalid cursor.' });
      return cursor;
    })
    .openapi({ description: 'The X-Next-Cursor of the previous page' }),
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: 'Page size, 1 to 100' }),
});

export function projectRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/all_projects/',
      tags: ['Projects'],
      summary: "The caller's projects, most recently viewed first",
      security: bearerSecurity,
      middleware: [requireSession(deps)] as const,
      request: { query: ListQuerySchema },
      responses: {
        200: {
          description: 'A page of projects',
          headers: {
            'X-Next-Cursor': { description: 'Present when more pages follow', schema: { type: 'string' } },
          },
          content: { 'application/json': { schema: z.array(ProjectListItemSchema) } },
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const page = await listProjects(deps.prisma, c.get('session').userId, { cursor, limit });
      if (page.nextCursor) c.header('X-Next-Cursor', page.nextCursor);
      return c.json(page.items, 200);
    },
  );
}
