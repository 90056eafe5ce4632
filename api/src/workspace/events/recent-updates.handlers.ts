import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import { recentUpdates } from './recent-updates.js';
import { recentUpdatesRouteDefinitions } from './recent-updates.routes.js';

export function recentUpdateRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = recentUpdatesRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, 'projectOverviewAndScope', 'View'),
  });
  return createRouter<AuthEnv>().openapi(routes.list, async (c) => {
    return c.json(await recentUpdates(prisma, c.get('projectAccess'), c.req.valid('query')), 200);
  });
}
