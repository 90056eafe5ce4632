import type { AreaLevels } from '@platform/contract';
import type { PrismaClient, Project } from '@platform/prisma';
import { teamsOf } from './project-team.js';
import { projectTypeLabels } from './project-types.js';

const projectBudget = (project: Project) =>
  project.budgetMinKobo === null && project.budgetMaxKobo === null
    ? null
    : {
        min_kobo: project.budgetMinKobo === null ? null : Number(project.budgetMinKobo),
        max_kobo: project.budgetMaxKobo === null ? null : Number(project.budgetMaxKobo),
      };

const projectTimeline = (project: Project) =>
  project.timelineText === null
    ? null
    : {
        text: project.timelineText,
        weeks: project.timelineWeeks,
        deadline: project.deadline ? project.deadline.toISOString().slice(0, 10) : null,
      };

/** One project as its workspace pages read it (`ProjectDetails`), for the caller holding `levels`. */
export async function projectDetails(
  prisma: PrismaClient,
  project: Project,
  { userId, levels }: { userId: string; levels: AreaLevels },
) {
  const [teams, brief] = await Promise.all([
    teamsOf(prisma, [project.id]),
    prisma.projectBrief.findUnique({ where: { projectId: project.id }, select: { version: true } }),
  ]);
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    last_updated: project.updatedAt.toISOString(),
    created_at: project.createdAt.toISOString(),
    goal: project.goal,
    type: project.type ? projectTypeLabels[project.type] : null,
    team_members: teams.get(project.id) ?? [],
    is_owner: project.ownerId === userId,
    budget: projectBudget(project),
    timeline: projectTimeline(project),
    archived_at: project.archivedAt?.toISOString() ?? null,
    brief_version: brief?.version ?? 0,
    my_permissions: levels,
    my_user_id: userId,
  };
}
