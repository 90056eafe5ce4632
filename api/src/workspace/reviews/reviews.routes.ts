import { createRoute } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, type OperationText } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { requireJson, requireJsonWhenSent } from '../../platform/http/require-json.js';
import {
  ApproveBodySchema,
  CommentBodySchema,
  ProjectParamsSchema,
  RejectBodySchema,
  ResubmitSchema,
  ReviewDetailSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewParamsSchema,
  ReviewSavedSchema,
  SubmitReviewSchema,
} from './review-schemas.js';

/** The OpenAPI definitions of the reviews routes; the handlers are in reviews.handlers.ts. */

const tags = ['Reviews and approvals'];

const decided = {
  200: { description: 'Done', content: json(ReviewSavedSchema) },
  ...errorResponses(401, 403, 404, 409, 415, 422),
};

/** A POST on one review whose JSON body is checked by `body` (and may be left out unless `required`). */
const reviewAction = <B extends z.ZodType>(
  signedIn: MiddlewareHandler,
  path: string,
  text: OperationText,
  body: B,
  required = true,
) =>
  createRoute({
    method: 'post',
    path,
    tags,
    ...text,
    security: bearerSecurity,
    middleware: [signedIn, required ? requireJson : requireJsonWhenSent] as const,
    request: { params: ReviewParamsSchema, body: { required, content: json(body) } },
    responses: decided,
  });

export function reviewRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view' | 'edit'>,
) {
  return {
    submit: createRoute({
      method: 'post',
      path: '/projects/{project_id}/reviews/',
      tags,
      operationId: 'submitReview',
      summary: 'Submit a deliverable for review',
      description:
        'Submit a deliverable for review (Edit on Project Files & Documentation); the reviewers are told.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.edit] as const,
      request: { params: ProjectParamsSchema, body: { required: true, content: json(SubmitReviewSchema) } },
      responses: {
        201: { description: 'Submitted', content: json(ReviewSavedSchema) },
        ...errorResponses(401, 403, 404, 415, 422),
      },
    }),
    list: createRoute({
      method: 'get',
      path: '/projects/{project_id}/reviews/',
      tags,
      operationId: 'listReviews',
      summary: "List the project's reviews",
      description: 'The reviews the caller may see, in one tab, with the count of each.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema, query: ReviewListQuerySchema },
      responses: {
        200: { description: 'Last updated first', content: json(ReviewListSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    detail: createRoute({
      method: 'get',
      path: '/reviews/{review_id}/',
      tags,
      operationId: 'getReview',
      summary: 'Get a review',
      description: 'A review: files, comments, changes between rounds, details and history.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ReviewParamsSchema },
      responses: {
        200: { description: 'The review', content: json(ReviewDetailSchema) },
        ...errorResponses(401, 404),
      },
    }),
    comment: reviewAction(
      signedIn,
      '/reviews/{review_id}/comments/',
      {
        operationId: 'addReviewComment',
        summary: 'Comment on a review',
        description: 'Comment on a review, or reply to a comment (Review).',
      },
      CommentBodySchema,
    ),
    approve: reviewAction(
      signedIn,
      '/reviews/{review_id}/approve/',
      {
        operationId: 'approveReview',
        summary: 'Approve a review',
        description:
          'Approve with an optional comment (Approve): the files and the linked task become Approved.',
      },
      ApproveBodySchema,
      false,
    ),
    reject: reviewAction(
      signedIn,
      '/reviews/{review_id}/reject/',
      {
        operationId: 'rejectReview',
        summary: 'Reject a review',
        description:
          'Reject with a reason (Approve): the files become Rejected, the linked task goes back to In Progress.',
      },
      RejectBodySchema,
    ),
    resubmit: reviewAction(
      signedIn,
      '/reviews/{review_id}/resubmit/',
      {
        operationId: 'resubmitReview',
        summary: 'Resubmit a review',
        description: "Submit a rejected review again with its files' latest versions (Edit).",
      },
      ResubmitSchema,
    ),
  };
}
