import type { PrismaClient, Project } from '@platform/db';
import { ApiError } from '../http/api-error.js';
import { teamRows } from './team-overview.js';
import type { TeamRow } from './team-overview.js';

export interface MemberProfile extends TeamRow {
  managed_by: string | null;
  responsibilities: string;
}

/** The team profile of the owner or a member (active or removed); invitations have none. */
export async function memberProfile(
  prisma: PrismaClient,
  project: Project,
  memberId: string,
): Promise<MemberProfile> {
  const row = (await teamRows(prisma, project)).find(
    (candidate) => candidate.id === memberId && candidate.kind !== 'invitation',
  );
  if (!row) throw new ApiError(404, 'Team member not found.');
  if (row.kind === 'owner') return { ...row, managed_by: null, responsibilities: 'Owns the project.' };
  const member = await prisma.projectMember.findUniqueOrThrow({
    where: { projectId_userId: { projectId: project.id, userId: memberId } },
    select: { responsibilities: true, invitedBy: { select: { firstName: true, lastName: true } } },
  });
  return {
    ...row,
    managed_by: member.invitedBy ? `${member.invitedBy.firstName} ${member.invitedBy.lastName}` : null,
    responsibilities: member.responsibilities,
  };
}

/** The active team (owner and members) whose name or address has every word of the query. */
export async function searchTeam(prisma: PrismaClient, project: Project, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (await teamRows(prisma, project))
    .filter((row) => row.kind !== 'invitation' && row.status === 'Active')
    .filter((row) => words.every((word) => `${row.name} ${row.email}`.toLowerCase().includes(word)))
    .map((row) => ({ id: row.id, name: row.name, role: row.role, img: row.img }));
}
