import { z } from '@hono/zod-openapi';
import { FILE_ACCESS_LEVELS, FILE_STATUSES } from '@platform/contract';
import { LINK_TARGETS } from '../files/file-labels.js';
import { REVIEW_FILES_MAX, REVIEW_MEMBERS_MAX, reviewMessages } from './review-changes.js';
import {
  DELIVERABLE_TYPES,
  REVIEW_STATUSES,
  REVIEW_TABS,
  REVIEW_TYPES,
  TEAM_ACCESS,
} from './review-labels.js';

/* The reviews domain's bodies, queries and answers. */

export const ProjectParamsSchema = z.object({ project_id: z.string().openapi({ format: 'uuid' }) });
export const ReviewParamsSchema = z.object({ review_id: z.string().openapi({ format: 'uuid' }) });
export const ReviewListQuerySchema = z.object({
  tab: z.enum(REVIEW_TABS).optional().openapi({ description: 'All, Pending Review, Approved or Rejected' }),
  feature_id: z.uuid().optional().openapi({ description: 'Only the reviews linked to this feature' }),
});

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });
const LinkedItemSchema = z.object({ type: z.enum(LINK_TARGETS), id: z.uuid().nullable(), name: z.string() });

export const ReviewCardSchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: 'Homepage design' }),
    deliverable_type: z.string(),
    review_type: z.enum(REVIEW_TYPES),
    status: z.enum(REVIEW_STATUSES),
    round: z.int().positive(),
    linked_to: LinkedItemSchema,
    submitted_by: PersonSchema.nullable(),
    file_count: z.int().nonnegative(),
    comment_count: z.int().nonnegative(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('ReviewCard');

export const ReviewListSchema = z
  .object({
    reviews: z.array(ReviewCardSchema),
    counts: z.object({ all: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() }),
  })
  .openapi('ReviewList');

const CommentSchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  author: PersonSchema.nullable(),
  body: z.string(),
  created_at: z.iso.datetime(),
});

const VersionSchema = z.object({
  number: z.int().positive(),
  file_name: z.string(),
  note: z.string(),
  uploaded_by: PersonSchema.nullable(),
  created_at: z.iso.datetime(),
});

export const ReviewDetailSchema = ReviewCardSchema.extend({
  project_id: z.uuid(),
  link: z.string().nullable(),
  notes: z.string(),
  team_access: z.enum(TEAM_ACCESS),
  members: z.array(PersonSchema).openapi({ description: 'Selected Members only' }),
  files: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      version: z.int().positive().openapi({ description: 'The version this round submitted' }),
      latest_version: z.int().positive(),
      status: z.enum(FILE_STATUSES),
      access: z.enum(FILE_ACCESS_LEVELS),
      mime_type: z.string().nullable(),
      download_url: z.string(),
      deleted_at: z.iso.datetime().nullable().openapi({
        description: 'Set while the file is in the trash: the review says so, and its download answers 410',
      }),
    }),
  ),
  comments: z.array(CommentSchema).openapi({ description: 'Oldest first; replies point to their parent' }),
  changes: z
    .array(
      z.object({
        round: z.int().positive(),
        file: z.object({ id: z.uuid(), name: z.string() }),
        from_version: z.int().nonnegative().openapi({ description: '0 when the file is new in this round' }),
        to_version: z.int().positive(),
        versions: z.array(VersionSchema),
      }),
    )
    .openapi({ description: 'What each round after the first changed, file by file' }),
  history: z.array(
    z.object({
      kind: z.enum(['submitted', 'approved', 'rejected']),
      round: z.int().positive(),
      actor: PersonSchema.nullable(),
      reason: z.string().nullable().openapi({ description: 'Rejections: why' }),
      comment: z.string().nullable().openapi({ description: "Approvals: the approver's comment, if any" }),
      created_at: z.iso.datetime(),
    }),
  ),
  rejection_reason: z.string().nullable(),
  can: z.object({ comment: z.boolean(), decide: z.boolean(), resubmit: z.boolean() }),
}).openapi('ReviewDetail');

export const ReviewSavedSchema = z
  .object({ message: z.string(), review: ReviewDetailSchema })
  .openapi('ReviewSaved');

export const SubmitReviewSchema = z
  .strictObject({
    submission_name: z.string().max(200).optional().openapi({ example: 'Homepage design' }),
    deliverable_type: z
      .string()
      .optional()
      .openapi({ description: DELIVERABLE_TYPES.join(', ') }),
    file_ids: z.array(z.string()).max(REVIEW_FILES_MAX, reviewMessages.tooManyFiles).optional(),
    link: z.string().max(2000).optional().nullable(),
    linked_to: z.enum(LINK_TARGETS).optional(),
    feature_id: z.string().nullable().optional(),
    task_id: z.string().nullable().optional(),
    notes: z.string().max(5000).optional(),
    review_type: z
      .string()
      .optional()
      .openapi({ description: REVIEW_TYPES.join(', ') }),
    team_access: z
      .string()
      .optional()
      .openapi({ description: TEAM_ACCESS.join(', ') }),
    members: z.array(z.string()).max(REVIEW_MEMBERS_MAX, reviewMessages.tooManyMembers).optional(),
  })
  .openapi('SubmitReview');

export const ResubmitSchema = z
  .strictObject({ notes: z.string().max(5000).optional() })
  .openapi('ResubmitReview');

export const CommentBodySchema = z
  .strictObject({ body: z.string().max(5000).optional(), parent_id: z.string().nullable().optional() })
  .openapi('ReviewComment');

export const RejectBodySchema = z
  .strictObject({ reason: z.string().max(2000).optional() })
  .openapi('RejectReview');

export const ApproveBodySchema = z
  .strictObject({
    comment: z.string().max(2000).optional().openapi({ example: 'Lovely work, ship it.' }),
  })
  .openapi('ApproveReview');
