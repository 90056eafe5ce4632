import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { acceptPlacement } from './placement.js';
import { talentPlacements } from './placement-list.js';
import { placementRouteDefinitions } from './placements.routes.js';

export function placementRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = placementRouteDefinitions(requireSession(deps));
  const router = createRouter<AuthEnv>();
  router.openapi(routes.list, async (c) => {
    const placements = await talentPlacements(prisma, c.get('session').userId);
    return c.json({ placements }, 200);
  });
  router.openapi(routes.accept, async (c) => {
    const { userId } = c.get('session');
    const answer = await acceptPlacement(prisma, userId, c.req.valid('param').project_id, deps.now());
    return c.json(answer, 200);
  });
  return router;
}
