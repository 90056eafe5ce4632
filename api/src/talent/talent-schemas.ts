import { z } from '@hono/zod-openapi';
import { TALENT_DISCIPLINES } from '../assistant/team-proposal.js';
import { MAX_TEAM } from './team-proposal.js';

export { ProjectParamsSchema } from '../projects/project-schemas.js';

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
    .openapi({ description: 'Why the assistant proposed this seat; null when the client added them' }),
}).openapi('ProposedMember');

export const TeamProposalSchema = z
  .object({
    saved: z.boolean().openapi({ description: 'False while it is the assistant’s proposal, not yet saved' }),
    locked: z.boolean().openapi({ description: 'The contract is signed: the team no longer changes' }),
    summary: z.string(),
    weeks: z.int(),
    weeks_reason: z.string(),
    installments: z.boolean(),
    members: z.array(ProposedMemberSchema),
    suggested: z.array(TalentCardSchema).openapi({ description: 'Available talent not on the team' }),
  })
  .openapi('TeamProposal');

export const SaveProposalBodySchema = z
  .strictObject({
    talent_ids: z.array(z.string().max(64)).max(MAX_TEAM * 2),
  })
  .openapi('SaveTeamProposal');

export const ProposalSavedSchema = z
  .object({ message: z.string(), proposal: TeamProposalSchema })
  .openapi('TeamProposalSaved');
