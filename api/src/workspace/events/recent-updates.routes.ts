import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { ProjectParamsSchema } from '../projects/project-schemas.js';
import { RECENT_UPDATE_SUBJECTS } from './recent-updates.js';

export const RecentUpdatesQuerySchema = z.object({
  subject: z
    .enum(RECENT_UPDATE_SUBJECTS)
    .optional()
    .openapi({ description: 'Only changes to tasks, files, reviews, milestones...' }),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be the id of an update.')
    .optional()
    .openapi({ description: 'The next page: the `next_before` of the page before' }),
});

export const RecentUpdatesSchema = z
  .object({
    updates: z.array(
      z.object({
        id: z.string(),
        kind: z.string().openapi({ example: 'task.moved' }),
        subject: z.string().openapi({ example: 'task' }),
        summary: z.string().openapi({ example: 'Ada Obi moved Logo to In Progress' }),
        at: z.iso.datetime(),
        link: z.string().nullable().openapi({ description: 'The workspace page that shows what changed' }),
      }),
    ),
    next_before: z.string().nullable(),
  })
  .openapi('RecentUpdates');

export function recentUpdatesRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view'>,
) {
  return {
    list: createRoute({
      method: 'get',
      path: '/projects/{project_id}/recent-updates/',
      tags: ['Live'],
      operationId: 'listRecentUpdates',
      summary: "List the project's recent updates",
      description: "The project's activity feed, newest first: every change the caller may see, by anyone.",
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema, query: RecentUpdatesQuerySchema },
      responses: {
        200: { description: 'A page of updates', content: json(RecentUpdatesSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
  };
}
