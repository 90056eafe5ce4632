import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { FILES_AREA } from '../files/file-visibility.js';
import { COMMENT_MESSAGES, postComment } from '../comments/comment-changes.js';
import { requireSubject } from '../comments/comment-subject.js';
import { createRouter } from '../../platform/http/router.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { requireApprover } from '../milestones/milestone-access.js';
import { acceptMilestone, requestChanges } from '../milestones/milestone-changes.js';
import { milestoneMessages } from '../milestones/milestone-messages.js';
import { requireLevel } from '../permissions/project-permission.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import {
  checkSubmission,
  decideReview,
  resubmitReview,
  reviewMessages,
  submitReview,
} from './review-changes.js';
import type { ReviewDecision } from './review-changes.js';
import { listReviews, reviewDetail } from './review-views.js';
import { requireReviewPermission } from './review-visibility.js';
import { reviewRouteDefinitions } from './reviews.routes.js';

export function reviewRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = reviewRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, FILES_AREA, 'View'),
    edit: projectAccess(deps, FILES_AREA, 'Edit'),
  });

  /**
   * Approve and reject: the same right (Approve), the same answer; only the decision differs. A milestone's
   * delivery is answered as the milestone (accept, or request changes), by whoever may accept milestones.
   */
  const decide = async (userId: string, reviewId: string, decision: ReviewDecision) => {
    const { review, access } = await requireReviewPermission(prisma, userId, reviewId, 'View');
    const milestone = await prisma.milestone.findUnique({ where: { reviewId: review.id } });
    if (milestone) {
      requireApprover(access);
      if (decision.approve) await acceptMilestone(deps, milestone, userId);
      else await requestChanges(deps, milestone, userId, decision.reason ?? '');
    } else {
      requireLevel(access, FILES_AREA, 'Approve');
      await decideReview(deps, review.id, userId, decision);
    }
    const message = decision.approve ? reviewMessages.approved : reviewMessages.rejected;
    return { message, review: await reviewDetail(prisma, access, userId, review.id) };
  };

  const router = createRouter<AuthEnv>();
  router.openapi(routes.submit, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const checked = await checkSubmission(prisma, access, userId, c.req.valid('json'));
    const reviewId = await submitReview(deps, access, userId, checked);
    return c.json(
      { message: reviewMessages.submitted, review: await reviewDetail(prisma, access, userId, reviewId) },
      201,
    );
  });
  router.openapi(routes.list, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const { tab, feature_id: featureId } = c.req.valid('query');
    return c.json(await listReviews(prisma, access, userId, { tab: tab ?? 'all', featureId }), 200);
  });
  router.openapi(routes.detail, async (c) => {
    const { userId } = c.get('session');
    const { review, access } = await requireReviewPermission(
      prisma,
      userId,
      c.req.valid('param').review_id,
      'View',
    );
    return c.json(await reviewDetail(prisma, access, userId, review.id), 200);
  });
  router.openapi(routes.comment, async (c) => {
    const { userId } = c.get('session');
    const subject = await requireSubject(prisma, userId, 'review', c.req.valid('param').review_id, 'Review');
    await postComment(deps, subject, userId, c.req.valid('json'));
    return c.json(
      {
        message: COMMENT_MESSAGES.added,
        review: await reviewDetail(prisma, subject.access, userId, subject.id),
      },
      200,
    );
  });
  router.openapi(routes.approve, async (c) => {
    const { comment } = c.req.valid('json');
    return c.json(
      await decide(c.get('session').userId, c.req.valid('param').review_id, { approve: true, comment }),
      200,
    );
  });
  router.openapi(routes.reject, async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(
      await decide(c.get('session').userId, c.req.valid('param').review_id, { approve: false, reason }),
      200,
    );
  });
  router.openapi(routes.resubmit, async (c) => {
    const { userId } = c.get('session');
    const { review, access } = await requireReviewPermission(
      prisma,
      userId,
      c.req.valid('param').review_id,
      'Edit',
    );
    if (await prisma.milestone.count({ where: { reviewId: review.id } }))
      throw new ConflictError(milestoneMessages.redeliver);
    await resubmitReview(deps, review.id, userId, c.req.valid('json').notes);
    return c.json(
      {
        message: reviewMessages.resubmitted,
        review: await reviewDetail(prisma, access, userId, review.id),
      },
      200,
    );
  });
  return router;
}
