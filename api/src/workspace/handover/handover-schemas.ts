import { z } from '@hono/zod-openapi';

/* The handover's answers and the rating's body; the rules' own messages come from team-rating.ts. */

export { ProjectParamsSchema } from '../projects/project-schemas.js';

const day = z.iso.date();

export const HandoverSchema = z
  .object({
    ready: z.literal(true),
    project: z.object({ id: z.uuid(), name: z.string(), completed_on: day.nullable() }),
    scope: z.object({
      goal: z.string().nullable(),
      features: z.array(z.string()).openapi({ description: 'Every feature the milestones delivered' }),
    }),
    milestones: z.array(
      z.object({
        id: z.uuid(),
        position: z.int().positive(),
        title: z.string(),
        features: z.array(z.string()),
        due_date: day,
        delivered_on: day.nullable(),
        accepted_on: day.nullable(),
        auto_accepted: z.boolean(),
        paid_on: day.nullable(),
        amount_kobo: z.int(),
        amount: z.string().openapi({ example: '₦1,520,000' }),
        deliverables: z.object({
          files: z.array(
            z.object({ id: z.uuid(), name: z.string(), version: z.int().positive(), size: z.int() }),
          ),
          link: z.string().nullable(),
          notes: z.string(),
        }),
      }),
    ),
    payments: z.array(
      z.object({
        label: z.string().openapi({ example: 'Instalment 1 of 2' }),
        amount_kobo: z.int(),
        amount: z.string(),
        paid_on: day.nullable(),
        invoice_number: z.int().nullable(),
      }),
    ),
    total_paid_kobo: z.int(),
    total_paid: z.string(),
    files_count: z
      .int()
      .nonnegative()
      .openapi({ description: 'Files in the deliverables zip for the caller' }),
    rating: z
      .object({
        stars: z.int().min(1).max(5),
        comment: z.string(),
        rated_by: z.string().nullable(),
        rated_on: day,
      })
      .nullable(),
    can_rate: z.boolean(),
  })
  .openapi('Handover');

/** What a project still waits for before its handover: a read of it is an answer to show, not an error. */
export const HandoverPendingSchema = z
  .object({
    ready: z.literal(false),
    message: z
      .string()
      .openapi({ example: 'The handover is ready once every milestone is accepted and paid.' }),
    missing: z
      .array(
        z.object({
          id: z.uuid(),
          position: z.int().positive(),
          title: z.string(),
          waiting_for: z.enum(['delivery', 'acceptance', 'payment']),
        }),
      )
      .openapi({
        description:
          'The milestones not yet Paid, each with the step it waits for; empty while none are planned',
      }),
  })
  .openapi('HandoverPending');

// A plain union: a discriminator mapping would type `ready` as the string 'true' in the generated client types.
export const HandoverAnswerSchema = z.union([HandoverSchema, HandoverPendingSchema]);

export const RateTeamSchema = z
  .strictObject({
    stars: z.number().optional().openapi({ example: 5, description: '1 to 5' }),
    comment: z.string().max(5000).optional().openapi({ example: 'Clear updates and on time.' }),
  })
  .openapi('RateTeam');
