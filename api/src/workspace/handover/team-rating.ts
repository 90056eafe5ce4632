import { Prisma } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { requireApprover } from '../milestones/milestone-access.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { HANDOVER_MESSAGES, RATING_COMMENT_MAX } from '@platform/contract';

/*
 * The client rates the placed team once the project is Completed: 1 to 5 stars and an optional comment,
 * once a project (the project is the row's key, so two at once cannot both land), by those who approve its
 * budget (the owner among them), as they accepted the milestones. It is never changed: it is the client's
 * word on a finished piece of work.
 */

export interface RatingRequest {
  stars?: number | undefined;
  comment?: string | undefined;
}

export async function rateTeam(
  prisma: PrismaClient,
  access: ProjectAccess,
  request: RatingRequest,
  now: Date,
): Promise<void> {
  // Approve is a change, so an archived project refuses it too.
  requireApprover(access);
  if (await prisma.teamRating.findUnique({ where: { projectId: access.project.id } }))
    throw new ConflictError(HANDOVER_MESSAGES.alreadyRated);
  const stars = request.stars ?? Number.NaN;
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new InvalidFieldError('stars', HANDOVER_MESSAGES.stars);
  const comment = (request.comment ?? '').trim();
  if (comment.length > RATING_COMMENT_MAX) throw new InvalidFieldError('comment', HANDOVER_MESSAGES.comment);
  try {
    await prisma.teamRating.create({
      data: { projectId: access.project.id, raterId: access.userId, stars, comment, createdAt: now },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new ConflictError(HANDOVER_MESSAGES.alreadyRated);
    throw error;
  }
}
