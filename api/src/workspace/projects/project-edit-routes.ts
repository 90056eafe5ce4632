import { recordActivity } from '../events/record-activity.js';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { projectDetails } from './project-details.js';
import { EditProjectBodySchema, projectEdit } from './project-edit.js';
import { ProjectDetailsSchema, ProjectParamsSchema } from './project-schemas.js';
import { workspacePath } from './workspace-path.js';

const EditedProjectSchema = ProjectDetailsSchema.extend({
  workspace_path: z.string().openapi({
    description:
      'The workspace root after the edit; it follows the name, and the old one still opens the project',
    example: '/project/workspace/6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01/bakery-rebrand',
  }),
}).openapi('EditedProject');

/** 'Edit Project' in the workspace header: name, type and goal. */
export function projectEditRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createRoute({
      method: 'patch',
      path: '/projects/{project_id}/',
      tags: ['Projects'],
      operationId: 'updateProject',
      summary: 'Edit a project',
      description: "Change a project's name, type and goal; needs Edit on Project Overview & Scope.",
      security: bearerSecurity,
      middleware: [
        requireSession(deps),
        requireJson,
        projectAccess(deps, 'projectOverviewAndScope', 'Edit'),
      ] as const,
      request: {
        params: ProjectParamsSchema,
        body: jsonBody(EditProjectBodySchema),
      },
      responses: {
        200: {
          description: 'The saved project',
          content: json(EditedProjectSchema),
        },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const access = c.get('projectAccess');
      const { userId } = access;
      const saved = await deps.prisma.$transaction(async (tx) => {
        const updated = await tx.project.update({
          where: { id: access.project.id },
          data: projectEdit(c.req.valid('json')),
        });
        await recordActivity(tx, {
          projectId: access.project.id,
          actorId: userId,
          kind: 'project.updated',
          subjectId: access.project.id,
          summary: 'changed the project details',
        });
        return updated;
      });
      return c.json(
        {
          ...(await projectDetails(deps.prisma, saved, access, deps.now())),
          workspace_path: workspacePath(saved),
        },
        200,
      );
    },
  );
}
