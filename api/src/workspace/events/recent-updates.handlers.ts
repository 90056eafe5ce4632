import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { recentUpdates } from './recent-updates.js';
import { recentUpdatesRouteDefinitions } from './recent-updates.routes.js';

export function recentUpdateRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = recentUpdatesRouteDefinitions(requireSession(deps));
  return createRouter<AuthEnv>().openapi(routes.list, async (c) => {
    const access = await requireProjectPermission(
      prisma,
      c.get('session').userId,
      c.req.valid('param').project_id,
      'projectOverviewAndScope',
      'View',
    );
    return c.json(await recentUpdates(prisma, access, c.req.valid('query')), 200);
  });
}
