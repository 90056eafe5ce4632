import type { PrismaClient, TaskType } from '@platform/prisma';

/*
 * The team-selection groups of the schedule modal. Project Team is everyone on the project (owner and
 * active members); the others are the people assigned to tasks of their kind: Design tasks for the Design
 * Team, Code tasks for the Development Team, Support tasks for Support.
 */

export const MEETING_TEAMS = ['Project Team', 'Design Team', 'Development Team', 'Support'] as const;
export type MeetingTeam = (typeof MEETING_TEAMS)[number];

const taskTypeOf: Record<Exclude<MeetingTeam, 'Project Team'>, TaskType> = {
  'Design Team': 'DESIGN',
  'Development Team': 'CODE',
  Support: 'SUPPORT',
};

/** Everyone on the project: the owner and the active members. */
export async function projectTeam(
  prisma: PrismaClient,
  project: { id: string; ownerId: string },
): Promise<string[]> {
  const members = await prisma.projectMember.findMany({
    where: { projectId: project.id, status: 'ACTIVE' },
    select: { userId: true },
  });
  return [...new Set([project.ownerId, ...members.map((member) => member.userId)])];
}

/** The people of each group, all on the team today. */
export async function teamGroups(
  prisma: PrismaClient,
  project: { id: string; ownerId: string },
): Promise<Record<MeetingTeam, string[]>> {
  const everyone = await projectTeam(prisma, project);
  const onTeam = new Set(everyone);
  const assigned = await prisma.taskAssignee.findMany({
    where: { task: { projectId: project.id, type: { in: Object.values(taskTypeOf) } } },
    select: { userId: true, task: { select: { type: true } } },
  });
  const groupOf = (type: TaskType) => [
    ...new Set(
      assigned.filter((row) => row.task.type === type && onTeam.has(row.userId)).map((row) => row.userId),
    ),
  ];
  return {
    'Project Team': everyone,
    'Design Team': groupOf(taskTypeOf['Design Team']),
    'Development Team': groupOf(taskTypeOf['Development Team']),
    Support: groupOf(taskTypeOf.Support),
  };
}
