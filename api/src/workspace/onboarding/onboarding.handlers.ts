import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { contractMessages } from '../contracts/contract-terms.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { onboardingProgress } from './onboarding-steps.js';
import { onboardingRouteDefinitions } from './onboarding.routes.js';

export const kickoffMarked = 'Kickoff meeting marked as held.';

export function onboardingRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = onboardingRouteDefinitions(requireSession(deps));
  return createRouter<AuthEnv>()
    .openapi(routes.show, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('param');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        project_id,
        'projectOverviewAndScope',
        'View',
      );
      return c.json(await onboardingProgress(prisma, project), 200);
    })
    .openapi(routes.kickoffHeld, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('param');
      const { project } = await requireProjectPermission(
        prisma,
        userId,
        project_id,
        'teamManagenentAndCollaboration',
        'Edit',
      );
      const marked = await prisma.projectContract.updateMany({
        where: { projectId: project.id, kickoffHeldAt: null },
        data: { kickoffHeldAt: deps.now() },
      });
      if (marked.count === 0) {
        const signed = await prisma.projectContract.count({ where: { projectId: project.id } });
        if (!signed) throw new ApiError(409, contractMessages.notSigned);
      }
      const onboarding = await onboardingProgress(prisma, project);
      return c.json({ message: kickoffMarked, onboarding }, 200);
    });
}
