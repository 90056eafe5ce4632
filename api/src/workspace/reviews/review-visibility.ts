import type { Prisma, PrismaClient, Review } from '@platform/prisma';
import { NotFoundError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { FILES_AREA } from '../files/file-visibility.js';
import type { PermissionLevel } from '@platform/contract';
import { findProjectAccess, requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { isUuid } from '../projects/project-access.js';
import { workspacePath } from '../projects/workspace-path.js';

/*
 * Reviews live in Project Files & Documentation: View sees them, Edit submits, Review comments, Approve
 * decides. A review shared with selected members is seen by them, its submitter and Full Access holders.
 */

/** The reviews page open on one review. */
export const reviewLink = (project: { id: string; name: string }, reviewId: string) =>
  `${workspacePath(project)}/reviewandapproval?review=${reviewId}`;

export const reviewNotFound = () => new NotFoundError('Review not found.');

const seesEverything = (access: ProjectAccess) =>
  access.isOwner || access.levels[FILES_AREA] === 'Full Access';

export function visibleReviews(access: ProjectAccess, userId: string): Prisma.ReviewWhereInput {
  const inProject = { projectId: access.project.id };
  if (seesEverything(access)) return inProject;
  return {
    ...inProject,
    OR: [{ entireTeam: true }, { submittedById: userId }, { access: { some: { userId } } }],
  };
}

/** Whether the caller sees this review, as `visibleReviews` decides it in the database. */
export function reviewVisibleTo(
  access: ProjectAccess,
  review: { entireTeam: boolean; submittedById: string | null; members: string[] },
): boolean {
  return (
    seesEverything(access) ||
    review.entireTeam ||
    review.submittedById === access.userId ||
    review.members.includes(access.userId)
  );
}

export interface ReviewAccess {
  review: Review;
  access: ProjectAccess;
}

/** A review the caller may see, with at least `level` on files; hidden and missing ones answer the same 404. */
export async function requireReviewPermission(
  prisma: PrismaClient,
  userId: string,
  reviewId: string,
  level: PermissionLevel,
): Promise<ReviewAccess> {
  const found = isUuid(reviewId)
    ? await prisma.review.findUnique({ where: { id: reviewId }, select: { projectId: true } })
    : null;
  if (!found) throw reviewNotFound();
  const access = await notFoundAs(findProjectAccess(prisma, userId, found.projectId), reviewNotFound);
  const review = await prisma.review.findFirst({
    where: { id: reviewId, ...visibleReviews(access, userId) },
  });
  if (!review) throw reviewNotFound();
  requireLevel(access, FILES_AREA, level);
  return { review, access };
}
