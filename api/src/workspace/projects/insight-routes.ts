import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess, projectIdInJson } from '../permissions/project-access-middleware.js';
import { InsightsBodySchema, InsightsResponseSchema } from './project-schemas.js';
import { projectSnapshot } from './project-snapshot.js';

export function insightRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/insights/',
      tags: ['Projects'],
      operationId: 'getPageInsight',
      summary: "Get a page's insight",
      description: "The assistant's insight for a workspace page, drawn from the project's data.",
      security: bearerSecurity,
      middleware: [
        requireSession(deps),
        requireJson,
        projectAccess(deps, 'projectOverviewAndScope', 'View', projectIdInJson),
      ] as const,
      request: { body: jsonBody(InsightsBodySchema) },
      responses: {
        200: {
          description: 'The page status line and the insight',
          content: json(InsightsResponseSchema),
        },
        ...errorResponses(401, 404, 415, 422),
      },
    }),
    async (c) => {
      const { project } = c.get('projectAccess');
      const insight = await deps.assistant.insight(
        await projectSnapshot(deps.prisma, project),
        c.req.valid('json').page_name,
      );
      return c.json({ page_message: insight.pageMessage, insight: insight.insight }, 200);
    },
  );
}
