import { z } from '@hono/zod-openapi';
import { BeforeCursorSchema } from '../console/newest-first-cursor.js';
import { ProposalPhaseSchema } from '../talent/talent-schemas.js';
import { planMessages } from './proposal-plan.js';

/* The console's staffing bodies and answers (issue #27): the projects to staff and a proposal's editor. */

export const STAFFING_STATES = ['To prepare', 'Draft', 'Sent', 'Signed'] as const;

export const StaffingQuerySchema = z.object({
  state: z.enum(STAFFING_STATES).optional().openapi({ description: 'Only projects in this state' }),
  before: BeforeCursorSchema,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ProjectParamsSchema = z.object({ project_id: z.string().max(64) });

const ClientSchema = z.object({ name: z.string(), business: z.string().nullable(), email: z.string() });

export const StaffingProjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    client: ClientSchema,
    budget: z.string().nullable().openapi({ example: '₦1,500,000' }),
    deadline: z.iso.date().nullable(),
    created_at: z.iso.datetime(),
    state: z.enum(STAFFING_STATES),
    version: z.int().nullable().openapi({ description: 'The version sent last' }),
    sent_at: z.iso.datetime().nullable(),
  })
  .openapi('StaffingProject');

export const StaffingListSchema = z
  .object({
    projects: z.array(StaffingProjectSchema).openapi({ description: 'Newest first, a page at a time' }),
    next_before: z.string().nullable().openapi({ description: 'Pass as `before` for the next page' }),
  })
  .openapi('StaffingList');

const EditorMemberSchema = z.object({
  talent_id: z.uuid(),
  name: z.string(),
  role: z.string(),
  discipline: z.string(),
  weekly_rate_kobo: z.int().openapi({ description: 'The rate for this project' }),
  usual_weekly_rate_kobo: z.int().openapi({ description: "The talent's own weekly rate in the pool" }),
  reason: z.string().nullable(),
  weeks: z.int(),
  cost: z.string(),
});

export const ProposalEditorSchema = z
  .object({
    project: z.object({
      id: z.uuid(),
      name: z.string(),
      type: z.string().nullable(),
      goal: z.string().nullable(),
      client: ClientSchema,
      budget: z.string().nullable().openapi({ description: 'The top of what the client said' }),
      budget_kobo: z.int().nullable(),
      budget_said: z.string().nullable().openapi({ example: '₦1,000,000 to ₦1,500,000' }),
      timeline_said: z.string().nullable(),
      deadline: z.iso.date().nullable(),
      features: z.array(z.string()),
    }),
    state: z.enum(STAFFING_STATES),
    draft_number: z.int().openapi({ description: 'The version this draft becomes when sent' }),
    draft_saved: z.boolean().openapi({ description: 'False: nothing saved since the last send (or ever)' }),
    summary: z.string(),
    weeks_reason: z.string(),
    members: z.array(EditorMemberSchema),
    phases: z.array(ProposalPhaseSchema),
    budget_note: z.string(),
    budget_fit: z.string().openapi({
      description: "How the plan stands against the client's budget and deadline, as the client reads it",
    }),
    weeks: z.int(),
    total_kobo: z.int(),
    total: z.string(),
    fits_budget: z.boolean().nullable().openapi({ description: 'Null when the client gave no budget' }),
    versions: z.array(
      z.object({
        number: z.int(),
        sent_at: z.iso.datetime(),
        sent_by: z.string().nullable(),
        total: z.string(),
        weeks: z.int(),
      }),
    ),
    pool: z
      .array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          role: z.string(),
          discipline: z.string(),
          seniority: z.string(),
          weekly_rate_kobo: z.int(),
          rate: z.string(),
        }),
      )
      .openapi({ description: 'Active, available talent that may be added' }),
  })
  .openapi('ProposalEditor');

export const ProposalBodySchema = z
  .strictObject({
    // Far past the plan's own limits (proposal-plan.ts), a body is refused here, in the plan's words.
    summary: z.string().max(2000, planMessages.summary),
    members: z
      .array(
        z.strictObject({
          talent_id: z.string().max(64, planMessages.unavailable),
          weekly_rate_kobo: z.number(),
        }),
      )
      .max(40, planMessages.tooMany),
    phases: z
      .array(
        z.strictObject({
          name: z.string().max(240, planMessages.phaseName),
          weeks: z.number(),
          talent_ids: z
            .array(z.string().max(64, planMessages.phaseStranger))
            .max(40, planMessages.phaseStranger),
        }),
      )
      .max(24, planMessages.tooManyPhases),
    budget_note: z.string().max(4000, planMessages.note),
  })
  .openapi('ProposalBody');

export const ProposalSavedSchema = z
  .object({ message: z.string(), proposal: ProposalEditorSchema })
  .openapi('ProposalSaved');
