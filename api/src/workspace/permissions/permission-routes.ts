import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { AreaLevelsSchema } from './area-levels-schema.js';
import { projectAccess } from './project-access-middleware.js';

const MyPermissionsSchema = z
  .object({
    user_id: z.uuid().openapi({ description: "The caller's own id, so pages know which member is them" }),
    is_owner: z.boolean(),
    permissions: AreaLevelsSchema,
  })
  .openapi('MyProjectPermissions');

/** What the caller may do in a project, so pages hide what the server would refuse (docs/permissions.md). */
export function permissionRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/projects/{project_id}/permissions/',
      tags: ['Team'],
      operationId: 'getProjectPermissions',
      summary: "Get the caller's permissions",
      description: "The caller's level in each area of the project (the owner holds Full Access everywhere).",
      security: bearerSecurity,
      // View: every member holds it everywhere, so this lets through whoever may see the project.
      middleware: [requireSession(deps), projectAccess(deps, 'projectOverviewAndScope', 'View')] as const,
      request: { params: z.object({ project_id: z.string() }) },
      responses: {
        200: {
          description: "The caller's levels",
          content: json(MyPermissionsSchema),
        },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const access = c.get('projectAccess');
      return c.json({ user_id: access.userId, is_owner: access.isOwner, permissions: access.levels }, 200);
    },
  );
}
