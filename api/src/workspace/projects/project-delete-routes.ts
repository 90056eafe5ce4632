import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import { deleteMessages, deleteProject } from './project-delete.js';
import { ProjectParamsSchema } from './project-schemas.js';

/** Deleting a project: from its Edit Project dialog or its card in the project list, owner only. */
export function projectDeleteRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createRoute({
      method: 'delete',
      path: '/projects/{project_id}/',
      tags: ['Projects'],
      operationId: 'deleteProject',
      summary: 'Delete a project',
      description:
        'Delete a project with its tasks, files, reviews, meetings and team; owner only. 409 when the project has a signed contract or a paid team payment: those stay on record.',
      security: bearerSecurity,
      middleware: [requireSession(deps)] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: {
          description: '"Project deleted - {name}"',
          content: json(MessageSchema),
        },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    async (c) => {
      const name = await deleteProject(deps, c.get('session').userId, c.req.valid('param').project_id);
      return c.json({ message: deleteMessages.deleted(name) }, 200);
    },
  );
}
