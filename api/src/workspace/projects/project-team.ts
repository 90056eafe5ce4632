import type { PrismaClient } from '@platform/prisma';

/** A member as a project card and the workspace show them. */
export interface TeamMember {
  id: string;
  name: string;
}

/** The active members of each project, in the order they joined; projects without any are absent. */
export async function teamsOf(
  prisma: PrismaClient,
  projectIds: string[],
): Promise<Map<string, TeamMember[]>> {
  const teams = new Map<string, TeamMember[]>();
  if (projectIds.length === 0) return teams;
  const members = await prisma.projectMember.findMany({
    where: { projectId: { in: projectIds }, status: 'ACTIVE' },
    orderBy: { createdAt: 'asc' },
    select: { projectId: true, user: { select: { id: true, firstName: true, lastName: true } } },
  });
  for (const { projectId, user } of members) {
    const team = teams.get(projectId) ?? [];
    team.push({ id: user.id, name: `${user.firstName} ${user.lastName}` });
    teams.set(projectId, team);
  }
  return teams;
}
