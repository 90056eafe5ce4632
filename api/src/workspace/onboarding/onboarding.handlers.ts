import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { contractMessages } from '../contracts/contract-terms.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { onboardingProgress } from './onboarding-steps.js';
import { onboardingRouteDefinitions } from './onboarding.routes.js';

export const kickoffMarked = 'Kickoff meeting marked as held.';

export function onboardingRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = onboardingRouteDefinitions(requireSession(deps), {
    viewScope: projectAccess(deps, 'projectOverviewAndScope', 'View'),
    editTeam: projectAccess(deps, 'teamManagenentAndCollaboration', 'Edit'),
  });
  const router = createRouter<AuthEnv>();
  router.openapi(routes.show, async (c) => {
    const { project } = c.get('projectAccess');
    return c.json(await onboardingProgress(prisma, project), 200);
  });
  router.openapi(routes.kickoffHeld, async (c) => {
    const { project } = c.get('projectAccess');
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
  return router;
}
