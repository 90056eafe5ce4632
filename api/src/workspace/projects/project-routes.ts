import { PROJECT_SETUP_STATUSES } from '@platform/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { ensureChat } from '../project-chat/chat-store.js';
import { startIntakeFor } from '../project-chat/intake-start.js';
import { projectAccess, projectIdInJson } from '../permissions/project-access-middleware.js';
import { recordView } from './project-access.js';
import { cursorAt, listProjects } from './project-list.js';
import {
  CheckProjectBodySchema,
  CheckProjectResponseSchema,
  ListQuerySchema,
  ProjectDetailsSchema,
  ProjectListItemSchema,
  ProjectParamsSchema,
} from './project-schemas.js';
import { projectDetails } from './project-details.js';
import { workspacePath } from './workspace-path.js';

export function projectRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const canView = projectAccess(deps, 'projectOverviewAndScope', 'View');
  const canViewNamed = projectAccess(deps, 'projectOverviewAndScope', 'View', projectIdInJson);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/all_projects/',
      tags: ['Projects'],
      operationId: 'listProjects',
      summary: "List the caller's projects",
      description: "The caller's projects (owned or invited into), most recently viewed first.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { query: ListQuerySchema },
      responses: {
        200: {
          description: 'A page of projects; fewer than `limit` on the last page',
          content: json(z.array(ProjectListItemSchema)),
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { userId } = c.get('session');
      const { after, limit, type, status, archived } = c.req.valid('query');
      const cursor = after ? await cursorAt(deps.prisma, userId, after) : null;
      if (after && !cursor) {
        throw new ApiError(422, 'The project to continue after is not in your list.', {
          errors: { after: 'Not one of your projects.' },
        });
      }
      return c.json(
        await listProjects(deps.prisma, userId, {
          after: cursor,
          limit,
          filter: { type: type ?? null, status: status ?? null, archived: archived === 'true' },
        }),
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/check_project/',
      tags: ['Projects'],
      operationId: 'openProject',
      summary: 'Open a project',
      description: 'Open a project: where to go, and its chat when it is still being set up.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, canViewNamed] as const,
      request: { body: { required: true, content: json(CheckProjectBodySchema) } },
      responses: {
        200: { description: 'Where the project continues', content: json(CheckProjectResponseSchema) },
        ...errorResponses(401, 404, 415, 422),
      },
    }),
    async (c) => {
      const { project, userId } = c.get('projectAccess');
      await recordView(deps.prisma, userId, project.id, deps.now());
      const identity = {
        project_id: project.id,
        project_name: project.name,
        project_status: project.status,
      };
      if (project.status === 'DRAFT') {
        const chatId = await ensureChat(deps.prisma, project, await startIntakeFor(deps, userId));
        return c.json(
          {
            ...identity,
            status: PROJECT_SETUP_STATUSES.incomplete,
            chat_session_id: chatId,
            route: '/project/create-project',
          },
          200,
        );
      }
      const chat = await deps.prisma.projectChatSession.findUnique({
        where: { projectId: project.id },
        select: { id: true },
      });
      return c.json(
        {
          ...identity,
          status: PROJECT_SETUP_STATUSES.complete,
          chat_session_id: chat?.id ?? null,
          route: workspacePath(project),
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/projects/{project_id}/',
      tags: ['Projects'],
      operationId: 'getProject',
      summary: 'Get a project',
      description: 'One project, for its workspace pages.',
      security: bearerSecurity,
      middleware: [signedIn, canView] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The project', content: json(ProjectDetailsSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const access = c.get('projectAccess');
      return c.json(await projectDetails(deps.prisma, access.project, access, deps.now()), 200);
    },
  );
  return router;
}
