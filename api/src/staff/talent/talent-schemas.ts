import { z } from '@hono/zod-openapi';
import { TALENT_DISCIPLINES } from '../../workspace/assistant/team-proposal.js';

export { ProjectParamsSchema } from '../../workspace/projects/project-schemas.js';

export const TalentCardSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.string().openapi({ example: 'UI/UX Designer' }),
    discipline: z.enum(TALENT_DISCIPLINES),
    rate: z.string().openapi({ example: '₦380,000 / week' }),
    weekly_rate_kobo: z.int(),
    experience: z.string().openapi({ example: '6 years' }),
    experience_years: z.int(),
    skills: z.array(z.string()),
    bio: z.string(),
    available: z.boolean(),
  })
  .openapi('TalentCard');

export const TalentListSchema = z.object({ talent: z.array(TalentCardSchema) }).openapi('TalentList');

export const TalentQuerySchema = z.object({
  discipline: z.enum(TALENT_DISCIPLINES).optional(),
});

export const ProposedMemberSchema = TalentCardSchema.extend({
  reason: z
    .string()
    .nullable()
    .openapi({ description: 'Why the assistant proposed this seat; null when Operations added them' }),
}).openapi('ProposedMember');

export const ProposalPhaseSchema = z
  .object({
    name: z.string().openapi({ example: 'Phase 1: launch' }),
    weeks: z.int(),
    talent_ids: z.array(z.uuid()),
    members: z.array(z.string()).openapi({ description: 'Names of the members working in it' }),
    cost_kobo: z.int(),
    cost: z.string().openapi({ example: '₦1,400,000' }),
  })
  .openapi('ProposalPhase');

export const TeamProposalSchema = z
  .object({
    status: z.enum(['Preparing', 'Sent', 'Signed']).openapi({
      description: 'Preparing: Operations have not sent a proposal yet, so nothing of their draft is shown',
    }),
    version: z.int().nullable().openapi({ description: 'The number of the version sent last' }),
    sent_at: z.iso.datetime().nullable(),
    sent_on: z.string().nullable().openapi({ example: '26 November 2026' }),
    locked: z.boolean().openapi({ description: 'The contract is signed: the team no longer changes' }),
    summary: z.string(),
    weeks: z.int(),
    weeks_reason: z.string(),
    installments: z.boolean(),
    members: z
      .array(ProposedMemberSchema)
      .openapi({ description: 'Each at the rate agreed for this project' }),
    phases: z.array(ProposalPhaseSchema),
    total_kobo: z.int(),
    total: z.string(),
    budget: z.string().nullable().openapi({ description: "The client's budget (its top), if they gave one" }),
    budget_note: z.string().openapi({ description: 'Why the total is over the budget, when it is' }),
    budget_fit: z.string().openapi({
      description:
        'The plan against the budget and deadline the client gave, said plainly (a first phase that fits, later phases with their cost); empty when they gave neither',
    }),
  })
  .openapi('TeamProposal');
