import type { PrismaClient, Project } from '@platform/prisma';
import type { Assistant } from '../assistant/assistant.js';
import { requireSession } from '../auth/bearer-auth.js';
import type { AuthEnv } from '../auth/bearer-auth.js';
import type { AppDeps } from '../deps.js';
import { createRouter } from '../http/router.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { catalogueOrder, talentCard } from './talent-cards.js';
import { talentRouteDefinitions } from './talent.routes.js';
import { currentProposal, proposalMessages, saveProposal } from './team-proposal.js';

const TEAM_AREA = 'teamManagenentAndCollaboration';

/** The team proposal as Team Selection shows it: the team, and the rest of the available pool. */
export async function proposalAnswer(prisma: PrismaClient, assistant: Assistant, project: Project) {
  const [proposal, pool, contract] = await Promise.all([
    currentProposal(prisma, assistant, project),
    prisma.talent.findMany({ where: { available: true }, orderBy: catalogueOrder }),
    prisma.projectContract.findUnique({ where: { projectId: project.id }, select: { id: true } }),
  ]);
  const onTeam = new Set(proposal.members.map((member) => member.talent.id));
  return {
    saved: proposal.saved,
    locked: contract !== null,
    summary: proposal.plan.summary,
    weeks: proposal.plan.weeks,
    weeks_reason: proposal.plan.weeksReason,
    installments: proposal.installments,
    members: proposal.members.map(({ talent, reason }) => ({ ...talentCard(talent), reason })),
    suggested: pool.filter((talent) => !onTeam.has(talent.id)).map(talentCard),
  };
}

export function talentRoutes(deps: AppDeps) {
  const { prisma, assistant } = deps;
  const routes = talentRouteDefinitions(requireSession(deps));
  return createRouter<AuthEnv>()
    .openapi(routes.catalogue, async (c) => {
      const { discipline } = c.req.valid('query');
      const talent = await prisma.talent.findMany({
        where: { available: true, ...(discipline ? { discipline } : {}) },
        orderBy: catalogueOrder,
      });
      return c.json({ talent: talent.map(talentCard) }, 200);
    })
    .openapi(routes.proposal, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('param');
      const { project } = await requireProjectPermission(prisma, userId, project_id, TEAM_AREA, 'View');
      return c.json(await proposalAnswer(prisma, assistant, project), 200);
    })
    .openapi(routes.save, async (c) => {
      const { userId } = c.get('session');
      const { project_id } = c.req.valid('param');
      const { project } = await requireProjectPermission(prisma, userId, project_id, TEAM_AREA, 'Edit');
      await saveProposal(prisma, project.id, c.req.valid('json').talent_ids);
      const proposal = await proposalAnswer(prisma, assistant, project);
      return c.json({ message: proposalMessages.saved, proposal }, 200);
    });
}
