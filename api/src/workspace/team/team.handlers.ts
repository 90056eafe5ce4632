import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
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
  const routes = teamRouteDefinitions(requireSession(deps));
  const teamOf = (userId: string, projectId: string) =>
    requireProjectPermission(prisma, userId, projectId, TEAM_AREA, 'View');

  return createRouter<AuthEnv>()
    .openapi(routes.addTeamMember, async (c) => {
      const answer = await addTeamMember(deps, c.get('session').userId, readInvite(c.req.valid('json')));
      return c.json(answer, 201);
    })
    .openapi(routes.searchUsers, async (c) => {
      const { userId } = c.get('session');
      await c.var.limits.limiter.consume([{ limit: limits.userSearchesPerAccount, subject: userId }]);
      return c.json({ users: await searchUsers(prisma, userId, c.req.valid('query').query) }, 200);
    })
    .openapi(routes.searchProjectTeam, async (c) => {
      const { project_id, query } = c.req.valid('query');
      const { project } = await teamOf(c.get('session').userId, project_id);
      return c.json({ users: await searchTeam(prisma, project, query) }, 200);
    })
    .openapi(routes.teamOverview, async (c) => {
      const { userId } = c.get('session');
      const access = await teamOf(userId, c.req.valid('param').project_id);
      const { project } = access;
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
    })
    .openapi(routes.seatCost, async (c) => {
      const { project } = await requireProjectPermission(
        prisma,
        c.get('session').userId,
        c.req.valid('param').project_id,
        TEAM_AREA,
        'Edit',
      );
      return c.json(await seatCostNotice(prisma, project.ownerId, deps.now()), 200);
    })
    .openapi(routes.memberProfile, async (c) => {
      const { project_id, member_id } = c.req.valid('param');
      const { userId } = c.get('session');
      return c.json(await memberProfile(prisma, await teamOf(userId, project_id), userId, member_id), 200);
    })
    .openapi(routes.changeMember, async (c) => {
      const { userId } = c.get('session');
      const { project_id, member_id } = c.req.valid('param');
      const { role, access, responsibilities, ...permissions } = c.req.valid('json');
      await changeMember(deps, userId, project_id, member_id, {
        role,
        access: access as TeamAccessChoice | undefined,
        permissions,
        responsibilities,
      });
      return c.json(await memberProfile(prisma, await teamOf(userId, project_id), userId, member_id), 200);
    })
    .openapi(routes.removeMember, async (c) => {
      const { project_id, member_id } = c.req.valid('param');
      return c.json(await removeMember(deps, c.get('session').userId, project_id, member_id), 200);
    })
    .openapi(routes.leaveProject, async (c) => {
      return c.json(await leaveProject(deps, c.get('session').userId, c.req.valid('param').project_id), 200);
    })
    .openapi(routes.resendInvitation, async (c) => {
      const { project_id, invitation_id } = c.req.valid('param');
      return c.json(await resendInvitation(deps, c.get('session').userId, project_id, invitation_id), 200);
    })
    .openapi(routes.revokeInvitation, async (c) => {
      const { project_id, invitation_id } = c.req.valid('param');
      return c.json(await revokeInvitation(deps, c.get('session').userId, project_id, invitation_id), 200);
    })
    .openapi(routes.acceptInvitation, async (c) => {
      return c.json(await acceptInvitation(deps, c.get('session').userId, c.req.valid('json').token), 200);
    });
}
