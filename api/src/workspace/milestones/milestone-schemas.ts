import { z } from '@hono/zod-openapi';
import { typedDay } from '../../platform/http/typed-day.js';
import { DELIVERY_FILES_MAX, MILESTONE_STATUS_LABELS, milestoneMessages } from './milestone-messages.js';

/* The milestones domain's bodies and answers; the rules' own messages come from milestone-changes.ts. */

export { ProjectParamsSchema } from '../projects/project-schemas.js';

export const MilestoneParamsSchema = z.object({ milestone_id: z.string().openapi({ format: 'uuid' }) });

const statuses = Object.values(MILESTONE_STATUS_LABELS) as [string, ...string[]];

const MilestoneSchema = z
  .object({
    id: z.uuid(),
    position: z.int().positive(),
    title: z.string().openapi({ example: 'Logo and brand kit' }),
    contract_part: z
      .int()
      .nonnegative()
      .openapi({ description: 'The contract payment that pays for it (0: on signing)' }),
    due_date: z.iso.date(),
    amount_kobo: z.int(),
    amount: z.string().openapi({ example: '₦1,520,000' }),
    features: z.array(z.object({ id: z.uuid(), name: z.string() })),
    status: z.enum(statuses),
    progress: z.object({
      done: z.int().nonnegative(),
      total: z.int().nonnegative(),
      percent: z.int().min(0).max(100),
    }),
    overdue: z.boolean(),
    delivered_at: z.iso.datetime().nullable(),
    accepted_at: z.iso.datetime().nullable(),
    auto_accepted: z.boolean(),
    paid_at: z.iso.datetime().nullable(),
    auto_accept_on: z.iso
      .date()
      .nullable()
      .openapi({ description: 'A delivery not answered is accepted on this day' }),
    review_path: z.string().nullable(),
    history: z.array(
      z.object({ kind: z.string(), by: z.string().nullable(), note: z.string(), at: z.iso.datetime() }),
    ),
    can: z.object({
      deliver: z.boolean(),
      split: z.boolean(),
      accept: z.boolean(),
      request_changes: z.boolean(),
    }),
  })
  .openapi('Milestone');

export const MilestoneTimelineSchema = z
  .object({
    today: z.iso.date(),
    milestones: z.array(MilestoneSchema),
    next: z
      .object({
        id: z.uuid(),
        title: z.string(),
        due_date: z.iso.date(),
        status: z.enum(statuses),
        text: z.string(),
      })
      .nullable(),
  })
  .openapi('MilestoneTimeline');

export const MilestoneSavedSchema = z
  .object({ message: z.string(), timeline: MilestoneTimelineSchema })
  .openapi('MilestoneSaved');

export const SplitMilestoneSchema = z
  .strictObject({
    // A value of the wrong type or far too long is answered with the rule's own words, as the dialog says them.
    title: z
      .string({ error: milestoneMessages.titleRequired })
      .max(500, milestoneMessages.titleRequired)
      .optional()
      .openapi({ example: 'Catalogue pages' }),
    due_date: typedDay(milestoneMessages.dueDate).optional(),
    feature_ids: z
      .array(z.string({ error: milestoneMessages.features }).max(100, milestoneMessages.features), {
        error: milestoneMessages.features,
      })
      .max(100, milestoneMessages.features)
      .optional(),
    amount_kobo: z
      .number({ error: milestoneMessages.amount })
      .optional()
      .openapi({ description: 'Taken from the milestone it is split from' }),
  })
  .openapi('SplitMilestone');

export const DeliverMilestoneSchema = z
  .strictObject({
    file_ids: z
      .array(z.string().max(100, milestoneMessages.fileNotFound))
      .max(DELIVERY_FILES_MAX, milestoneMessages.tooManyFiles)
      .optional(),
    link: z.string().max(2000).nullable().optional(),
    notes: z.string().max(5000).optional(),
  })
  .openapi('DeliverMilestone');

export const RequestChangesSchema = z
  .strictObject({ comment: z.string().max(5000).optional().openapi({ example: 'Make the logo larger.' }) })
  .openapi('RequestMilestoneChanges');
