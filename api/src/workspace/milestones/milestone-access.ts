import type { Milestone, PrismaClient } from '@platform/prisma';
import { NotFoundError, RefusedError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { findProjectAccess, refuseArchived, requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { milestoneMessages } from './milestone-messages.js';

/*
 * Who may do what with a milestone (docs/permissions.md): everyone on the project sees the timeline; only
 * the placed team delivers and splits; only Approve on Budget & Financial Control accepts, asks for changes
 * or pays, as it signs and pays the contract.
 */

export const BUDGET_AREA = 'budgetAndFinancialControl';
export const milestoneNotFound = () => new NotFoundError(milestoneMessages.notFound);

export interface MilestoneAccess {
  milestone: Milestone;
  access: ProjectAccess;
}

/** A milestone of a project the caller may see; missing ones and strangers' answer the same 404. */
export async function requireMilestone(
  prisma: PrismaClient,
  userId: string,
  milestoneId: string,
): Promise<MilestoneAccess> {
  const milestone = isUuid(milestoneId)
    ? await prisma.milestone.findUnique({ where: { id: milestoneId } })
    : null;
  if (!milestone) throw milestoneNotFound();
  const access = await notFoundAs(findProjectAccess(prisma, userId, milestone.projectId), milestoneNotFound);
  return { milestone, access };
}

/** Whether the caller is on the project's placed team (a talent who accepted their placement). */
export async function isOnTeam(prisma: PrismaClient, access: ProjectAccess): Promise<boolean> {
  const seats = await prisma.projectMember.count({
    where: { projectId: access.project.id, userId: access.userId, status: 'ACTIVE', source: 'PLATFORM_TEAM' },
  });
  return seats === 1;
}

export async function requireTeam(prisma: PrismaClient, access: ProjectAccess): Promise<void> {
  if (!(await isOnTeam(prisma, access))) throw new RefusedError(milestoneMessages.teamOnly);
  refuseArchived(access);
}

export const requireApprover = (access: ProjectAccess) => requireLevel(access, BUDGET_AREA, 'Approve');
