import { recordActivity } from '../events/record-activity.js';
import type { Prisma } from '@platform/prisma';
import type { AreaLevels, TeamAccessChoice, TeamRole } from '@platform/contract';
import { levelColumns, levelsOf } from '../permissions/stored-levels.js';
import type { LevelColumns } from '../permissions/stored-levels.js';

/** What a membership is given by an invite. */
export interface Grant {
  role: string;
  access: TeamAccessChoice;
  levels: AreaLevels;
  invitedById: string | null;
}

export const storedAccess = (access: TeamAccessChoice) =>
  access === 'Full Access' ? ('FULL_ACCESS' as const) : ('CUSTOM_PERMISSIONS' as const);

export const accessChoice = (access: 'FULL_ACCESS' | 'CUSTOM_PERMISSIONS'): TeamAccessChoice =>
  access === 'FULL_ACCESS' ? 'Full Access' : 'Custom Permissions';

/** Makes the user an active member with the grant; someone removed earlier comes back with it, starting anew. */
export async function joinProject(
  tx: Prisma.TransactionClient,
  projectId: string,
  userId: string,
  grant: Grant,
  now: Date,
): Promise<void> {
  const data = {
    role: grant.role,
    access: storedAccess(grant.access),
    ...levelColumns(grant.levels),
    status: 'ACTIVE' as const,
    source: 'INVITED' as const,
    invitedById: grant.invitedById,
    startDate: now,
    removedAt: null,
  };
  await tx.projectMember.upsert({
    where: { projectId_userId: { projectId, userId } },
    create: { projectId, userId, ...data },
    update: data,
  });
  await recordActivity(tx, {
    projectId,
    actorId: userId,
    kind: 'member.joined',
    subjectId: userId,
    summary: 'joined the project',
  });
}

/** What a stored invitation (or membership) gives, in the terms the rules check. */
export function invitationGrant(
  row: LevelColumns & { role: string; access: 'FULL_ACCESS' | 'CUSTOM_PERMISSIONS' },
): { role: TeamRole; access: TeamAccessChoice; levels: AreaLevels } {
  return { role: row.role as TeamRole, access: accessChoice(row.access), levels: levelsOf(row) };
}
