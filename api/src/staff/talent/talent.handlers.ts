import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../../workspace/permissions/project-permission.js';
import { clientProposal } from '../staffing/client-proposal.js';
import { catalogueOrder, talentCard } from './talent-cards.js';
import { talentRouteDefinitions } from './talent.routes.js';

const TEAM_AREA = 'teamManagenentAndCollaboration';

export function talentRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = talentRouteDefinitions(requireSession(deps));
  const router = createRouter<AuthEnv>();
  router.openapi(routes.catalogue, async (c) => {
    const { discipline } = c.req.valid('query');
    const talent = await prisma.talent.findMany({
      where: { available: true, deactivatedAt: null, ...(discipline ? { discipline } : {}) },
      orderBy: catalogueOrder,
    });
    return c.json({ talent: talent.map(talentCard) }, 200);
  });
  router.openapi(routes.proposal, async (c) => {
    const { userId } = c.get('session');
    const { project_id } = c.req.valid('param');
    const { project } = await requireProjectPermission(prisma, userId, project_id, TEAM_AREA, 'View');
    return c.json(await clientProposal(prisma, project, deps.now()), 200);
  });
  return router;
}
