import type { PrismaClient, Project } from '@platform/db';
import { teamsOf } from './project-team.js';
import { projectTypeLabels } from './project-types.js';

/** One project as its workspace pages read it (`ProjectDetails`). */
export async function projectDetails(prisma: PrismaClient, project: Project) {
  const teams = await teamsOf(prisma, [project.id]);
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    last_updated: project.updatedAt.toISOString(),
    created_at: project.createdAt.toISOString(),
    goal: project.goal,
    type: project.type ? projectTypeLabels[project.type] : null,
    team_members: teams.get(project.id) ?? [],
  };
}
