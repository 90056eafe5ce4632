import { ConflictError } from '../../platform/errors/domain-errors.js';
import type { PrismaClient } from '@platform/prisma';
import { isUuid, projectNotFound } from '../projects/project-access.js';
import { workspacePath } from '../projects/workspace-path.js';

/** The placed talent's page (mf-workspace), where a placement notification leads. */
export const PLACEMENTS_PAGE = '/project/placements';

export const placementMessages = {
  joined: 'You have joined the team.',
  already: 'You have already joined this project.',
} as const;

/** A placed talent works on tasks and files and sees the rest; the client can raise it on the team page. */
const placedLevels = {
  overviewAndScope: 'VIEW',
  taskAndWorkflow: 'EDIT',
  filesAndDocumentation: 'EDIT',
  teamManagement: 'VIEW',
  budgetAndFinance: 'VIEW',
} as const;

/**
 * A talent accepts their placement on a paid project and joins its team (source: the platform's team).
 * Anyone not placed there gets the project's usual 404.
 */
export async function acceptPlacement(prisma: PrismaClient, userId: string, projectId: string, now: Date) {
  // Not an id at all: the same 404, before the database refuses to compare it with a uuid column (a 500).
  if (!isUuid(projectId)) throw projectNotFound();
  const seat = await prisma.teamProposalMember.findFirst({
    where: { projectId, assignedAt: { not: null }, talent: { userId } },
    include: { talent: true, proposal: { include: { project: true } } },
  });
  if (!seat) throw projectNotFound();
  const { project } = seat.proposal;
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.teamProposalMember.updateMany({
      where: { projectId, talentId: seat.talentId, acceptedAt: null },
      data: { acceptedAt: now },
    });
    if (claimed.count === 0) throw new ConflictError(placementMessages.already);
    const membership = {
      role: seat.talent.role,
      access: 'CUSTOM_PERMISSIONS' as const,
      ...placedLevels,
      status: 'ACTIVE' as const,
      source: 'PLATFORM_TEAM' as const,
      invitedById: project.ownerId,
      startDate: now,
      removedAt: null,
    };
    await tx.projectMember.upsert({
      where: { projectId_userId: { projectId, userId } },
      create: { projectId, userId, ...membership },
      update: membership,
    });
  });
  return { message: placementMessages.joined, redirect_url: workspacePath(project) };
}
