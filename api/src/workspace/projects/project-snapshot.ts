import type { PrismaClient, Project } from '@platform/prisma';
import type { ProjectSnapshot } from '../assistant/project-insight.js';
import { featureProgress } from '../features/feature-progress.js';

/** At most this many features go to the assistant: enough for any remark, bounded for huge projects. */
const maxFeatures = 200;

/** What the assistant is told about a project the caller may see. */
export async function projectSnapshot(prisma: PrismaClient, project: Project): Promise<ProjectSnapshot> {
  const [brief, features, memberCount, sent, placedCount] = await Promise.all([
    prisma.projectBrief.findUnique({
      where: { projectId: project.id },
      select: { overview: true, objectives: true, keyDeliverables: true, targetAudience: true },
    }),
    prisma.projectFeature.findMany({
      where: { projectId: project.id },
      orderBy: { createdAt: 'asc' },
      take: maxFeatures,
      select: { id: true, name: true, sprint: true },
    }),
    prisma.projectMember.count({ where: { projectId: project.id } }),
    prisma.proposalVersion.findFirst({
      where: { projectId: project.id, sentAt: { not: null } },
      orderBy: { number: 'desc' },
      select: { number: true },
    }),
    prisma.teamProposalMember.count({ where: { projectId: project.id, assignedAt: { not: null } } }),
  ]);
  const progress = await featureProgress(
    prisma,
    features.map((feature) => feature.id),
  );
  return {
    name: project.name,
    type: project.type,
    status: project.status,
    goal: project.goal,
    brief,
    features: features.map(({ name, sprint, id }) => ({ name, sprint, progress: progress.get(id) ?? 0 })),
    memberCount,
    proposalSent: sent?.number ?? null,
    placedCount,
  };
}
