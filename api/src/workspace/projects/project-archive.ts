import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { RefusedError } from '../../platform/errors/domain-errors.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { createRouter } from '../../platform/http/router.js';
import type { MiddlewareHandler } from 'hono';
import { projectAccess } from '../permissions/project-access-middleware.js';
import type { ProjectEnv } from '../permissions/project-access-middleware.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { projectDetails } from './project-details.js';
import { ProjectDetailsSchema, ProjectParamsSchema } from './project-schemas.js';

/*
 * Archiving a project puts it away without losing anything: it leaves the dashboard and the project list
 * (the list's Archived filter shows it), and every change to it is refused until it is unarchived
 * (permissions/project-permission.ts, `requireLevel`). Like deleting, it is the owner's decision.
 */

export const archiveMessages = {
  ownerOnly: 'Only the project owner can archive or unarchive it.',
  archived: (name: string) => `Project archived - ${name}`,
  unarchived: (name: string) => `Project unarchived - ${name}`,
} as const;

const ArchivedSchema = z
  .object({ message: z.string(), project: ProjectDetailsSchema })
  .openapi('ProjectArchiveAnswer');

const archiveRoute = (
  action: 'archive' | 'unarchive',
  signedIn: ReturnType<typeof requireSession>,
  canSee: MiddlewareHandler<ProjectEnv>,
) =>
  createRoute({
    method: 'post',
    path: `/projects/{project_id}/${action}/`,
    tags: ['Projects'],
    operationId: `${action}Project`,
    summary: action === 'archive' ? 'Archive a project' : 'Unarchive a project',
    description: `${
      action === 'archive'
        ? 'Archive a project: off the dashboard and the list (its Archived filter shows it), read-only; owner only.'
        : 'Unarchive a project: back in the dashboard and the list, changes allowed again; owner only.'
    } Doing it twice is harmless: the second call answers the same.`,
    security: bearerSecurity,
    middleware: [signedIn, canSee] as const,
    request: { params: ProjectParamsSchema },
    responses: {
      200: { description: 'The project as it is now', content: json(ArchivedSchema) },
      ...errorResponses(401, 403, 404),
    },
  });

export function projectArchiveRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  // View lets through whoever may see the project, archived or not; the rule is the owner's (below).
  const canSee = projectAccess(deps, 'projectOverviewAndScope', 'View');
  const setArchived = async (access: ProjectAccess, archived: boolean) => {
    const { project, isOwner } = access;
    if (!isOwner) throw new RefusedError(archiveMessages.ownerOnly);
    // The first archive keeps its time; updateMany so a second call changes nothing.
    await deps.prisma.project.updateMany({
      where: { id: project.id, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? deps.now() : null },
    });
    const saved = await deps.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    return projectDetails(deps.prisma, saved, access, deps.now());
  };
  const router = createRouter<AuthEnv>();
  router.openapi(archiveRoute('archive', signedIn, canSee), async (c) => {
    const project = await setArchived(c.get('projectAccess'), true);
    return c.json({ message: archiveMessages.archived(project.name), project }, 200);
  });
  router.openapi(archiveRoute('unarchive', signedIn, canSee), async (c) => {
    const project = await setArchived(c.get('projectAccess'), false);
    return c.json({ message: archiveMessages.unarchived(project.name), project }, 200);
  });
  return router;
}
