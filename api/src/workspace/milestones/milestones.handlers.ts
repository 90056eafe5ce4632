import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { FILES_AREA } from '../files/file-visibility.js';
import { createRouter } from '../../platform/http/router.js';
import { requireLevel } from '../permissions/project-permission.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { requireApprover, requireMilestone, requireTeam } from './milestone-access.js';
import { acceptMilestone, deliverMilestone, requestChanges, splitMilestone } from './milestone-changes.js';
import { milestoneMessages } from './milestone-messages.js';
import { milestoneTimeline } from './milestone-views.js';
import { milestoneRouteDefinitions } from './milestones.routes.js';

export function milestoneRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = milestoneRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, 'projectOverviewAndScope', 'View'),
  });
  const timeline = (access: ProjectAccess) => milestoneTimeline(prisma, access, deps.now());

  const router = createRouter<AuthEnv>();
  router.openapi(routes.timeline, async (c) => c.json(await timeline(c.get('projectAccess')), 200));
  router.openapi(routes.split, async (c) => {
    const { userId } = c.get('session');
    const { milestone, access } = await requireMilestone(prisma, userId, c.req.valid('param').milestone_id);
    await requireTeam(prisma, access);
    await splitMilestone(deps, milestone, userId, c.req.valid('json'));
    return c.json({ message: milestoneMessages.split, timeline: await timeline(access) }, 201);
  });
  router.openapi(routes.deliver, async (c) => {
    const { userId } = c.get('session');
    const { milestone, access } = await requireMilestone(prisma, userId, c.req.valid('param').milestone_id);
    await requireTeam(prisma, access);
    // The delivery is a review in Project Files & Documentation, so it needs the right to submit one.
    requireLevel(access, FILES_AREA, 'Edit');
    await deliverMilestone(deps, access, milestone, c.req.valid('json'));
    return c.json({ message: milestoneMessages.delivered, timeline: await timeline(access) }, 200);
  });
  router.openapi(routes.accept, async (c) => {
    const { userId } = c.get('session');
    const { milestone, access } = await requireMilestone(prisma, userId, c.req.valid('param').milestone_id);
    requireApprover(access);
    await acceptMilestone(deps, milestone, userId);
    return c.json({ message: milestoneMessages.accepted, timeline: await timeline(access) }, 200);
  });
  router.openapi(routes.requestChanges, async (c) => {
    const { userId } = c.get('session');
    const { milestone, access } = await requireMilestone(prisma, userId, c.req.valid('param').milestone_id);
    requireApprover(access);
    await requestChanges(deps, milestone, userId, c.req.valid('json').comment ?? '');
    return c.json({ message: milestoneMessages.changesRequested, timeline: await timeline(access) }, 200);
  });
  return router;
}
