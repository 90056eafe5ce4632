import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { projectAccess, projectIdInQuery } from '../permissions/project-access-middleware.js';
import { limits } from '../../platform/rate-limit/limits.js';
import { acceptInvitation } from './accept-invitation.js';
import { addTeamMember, resendInvitation, revokeInvitation } from './add-team-member.js';
import { readInvite } from './invite-schema.js';
import { changeMember, leaveProject, removeMember } from './member-changes.js';
import { memberProfile, searchTeam, teamWithLoads } from './member-profile.js';
import { teamWorkloadCounts, workloadCountsOf } from './member-workload.js';
import { placedTeam } from '../placements/placed-team.js';
import { projectLead } from './team-overview.js';
import { TEAM_AREA } from './team-rules.js';
import type { TeamAccessChoice } from '@platform/contract';
import { teamRouteDefinitions } from './team.routes.js';
import { seatCostNotice } from './seat-cost.js';
import { searchUsers } from './user-search.js';

export function teamRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = teamRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, TEAM_AREA, 'View'),
    viewByQuery: projectAccess(deps, TEAM_AREA, 'View', projectIdInQuery),
    edit: projectAccess(deps, TEAM_AREA, 'Edit'),
    full: projectAccess(deps, TEAM_AREA, 'Full Access'),
  });

  const router = createRouter<AuthEnv>();
  router.openapi(routes.addTeamMember, async (c) => {
    const answer = await addTeamMember(deps, c.get('session').userId, readInvite(c.req.valid('json')));
    return c.json(answer, 201);
  });
  router.openapi(routes.searchUsers, async (c) => {
    const { userId } = c.get('session');
    await c.var.limits.limiter.consume([{ limit: limits.userSearchesPerAccount, subject: userId }]);
    return c.json({ users: await searchUsers(prisma, userId, c.req.valid('query').query) }, 200);
  });
  router.openapi(routes.searchProjectTeam, async (c) => {
    const { project } = c.get('projectAccess');
    return c.json({ users: await searchTeam(prisma, project, c.req.valid('query').query) }, 200);
  });
  router.openapi(routes.teamOverview, async (c) => {
    const access = c.get('projectAccess');
    const { project, userId } = access;
    const [{ rows, currentFocus }, placed] = await Promise.all([
      teamWithLoads(prisma, access, teamWorkloadCounts(prisma, access, userId), workloadCountsOf),
      placedTeam(prisma, access),
    ]);
    const lead = projectLead(rows) ?? rows[0];
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    return c.json(
      {
        totals: {
          members: count('Active') + count('Invited'),
          active: count('Active'),
          invited: count('Invited'),
        },
        project_lead: {
          id: lead?.id ?? project.ownerId,
          name: lead?.name ?? '',
          role: lead?.role ?? 'Owner',
          img: lead?.img ?? null,
        },
        current_focus: currentFocus,
        members: rows,
        placed_team: placed,
      },
      200,
    );
  });
  router.openapi(routes.seatCost, async (c) => {
    const { project } = c.get('projectAccess');
    return c.json(await seatCostNotice(prisma, project.ownerId, deps.now()), 200);
  });
  router.openapi(routes.memberProfile, async (c) => {
    const access = c.get('projectAccess');
    return c.json(await memberProfile(prisma, access, access.userId, c.req.valid('param').member_id), 200);
  });
  router.openapi(routes.changeMember, async (c) => {
    const caller = c.get('projectAccess');
    const { member_id } = c.req.valid('param');
    const { role, access, responsibilities, ...permissions } = c.req.valid('json');
    await changeMember(deps, caller, member_id, {
      role,
      access: access as TeamAccessChoice | undefined,
      permissions,
      responsibilities,
    });
    return c.json(await memberProfile(prisma, caller, caller.userId, member_id), 200);
  });
  router.openapi(routes.removeMember, async (c) => {
    return c.json(await removeMember(deps, c.get('projectAccess'), c.req.valid('param').member_id), 200);
  });
  router.openapi(routes.leaveProject, async (c) => {
    return c.json(await leaveProject(deps, c.get('projectAccess')), 200);
  });
  router.openapi(routes.resendInvitation, async (c) => {
    const { invitation_id } = c.req.valid('param');
    return c.json(await resendInvitation(deps, c.get('projectAccess'), invitation_id), 200);
  });
  router.openapi(routes.revokeInvitation, async (c) => {
    const { invitation_id } = c.req.valid('param');
    return c.json(await revokeInvitation(deps, c.get('projectAccess'), invitation_id), 200);
  });
  router.openapi(routes.acceptInvitation, async (c) => {
    return c.json(await acceptInvitation(deps, c.get('session').userId, c.req.valid('json').token), 200);
  });
  return router;
}
