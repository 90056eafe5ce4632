import type { PrismaClient, Project } from '@platform/prisma';
import type { TeamProposalInput } from '../../workspace/assistant/team-proposal.js';

/** What the assistant reads about a project to propose its team: type, goal, brief, features, timeline. */
export async function proposalInput(prisma: PrismaClient, project: Project): Promise<TeamProposalInput> {
  const [brief, features] = await Promise.all([
    prisma.projectBrief.findUnique({ where: { projectId: project.id } }),
    prisma.projectFeature.findMany({
      where: { projectId: project.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { name: true, specifications: true },
    }),
  ]);
  return {
    type: project.type,
    goal: project.goal,
    brief: brief
      ? {
          overview: brief.overview,
          objectives: brief.objectives,
          keyDeliverables: brief.keyDeliverables,
          targetAudience: brief.targetAudience,
        }
      : null,
    features,
    timelineWeeks: project.timelineWeeks,
  };
}
