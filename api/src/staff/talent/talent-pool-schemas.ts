import { z } from '@hono/zod-openapi';
import { TALENT_DISCIPLINES } from '../../workspace/assistant/team-proposal.js';
import { RATE_UNITS, SENIORITIES, talentMessages } from './talent-pool-rules.js';

/*
 * The console's talent pool bodies and answers. Bodies are typed loosely (strings, numbers) and their rules
 * are checked by talent-pool-rules.ts, which answers in the console's words.
 */

/** Far past the rule's own limit (talent-pool-rules.ts), text is refused here, in the rule's words. */
const text = (max: number, message: string) => z.string().max(max * 4, message);

const BankBodySchema = z
  .strictObject({
    bank_name: text(60, talentMessages.bankName).openapi({ example: 'GTBank' }),
    account_name: text(80, talentMessages.accountName).openapi({ example: 'Chiamaka Obi' }),
    account_number: text(20, talentMessages.accountNumber)
      .optional()
      .openapi({ example: '0123456789', description: 'Left out on an edit: the stored number is kept' }),
  })
  .openapi('TalentBank');

export const TalentBodySchema = z
  .strictObject({
    name: text(80, talentMessages.name).openapi({ example: 'Chiamaka Obi' }),
    email: text(254, talentMessages.email).openapi({ example: 'chiamaka@example.com' }),
    role: text(60, talentMessages.role).openapi({ example: 'UI/UX Designer' }),
    discipline: text(20, talentMessages.discipline).openapi({ enum: [...TALENT_DISCIPLINES] }),
    seniority: text(20, talentMessages.seniority).openapi({ enum: [...SENIORITIES] }),
    experience_years: z.number(),
    skills: z.array(text(40, talentMessages.skillLength)).max(50, talentMessages.tooManySkills),
    rate_kobo: z
      .number()
      .openapi({ description: 'Whole naira, in kobo, per `rate_per`', example: 7_600_000 }),
    rate_per: text(10, talentMessages.ratePer).openapi({ enum: [...RATE_UNITS] }),
    available: z.boolean(),
    bio: text(500, talentMessages.bio).optional(),
    bank: BankBodySchema.nullable().optional().openapi({ description: 'Left out: unchanged; null: removed' }),
  })
  .openapi('TalentBody');

export const StaffTalentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    role: z.string(),
    discipline: z.string(),
    seniority: z.string(),
    experience_years: z.int(),
    skills: z.array(z.string()),
    bio: z.string(),
    rate_kobo: z.int(),
    rate_per: z.enum(['day', 'week', 'month']),
    rate: z.string().openapi({ example: '₦76,000 / day' }),
    weekly_rate_kobo: z.int().openapi({ description: 'What a week costs: a proposal starts from it' }),
    available: z.boolean(),
    active: z.boolean(),
    deactivated_at: z.iso.datetime().nullable(),
    bank: z
      .object({
        bank_name: z.string(),
        account_name: z.string(),
        account_number: z.string().openapi({ example: '•••• 6789', description: 'Masked: last four digits' }),
      })
      .nullable(),
    sign_in: z.enum(['Not invited', 'Invited', 'Signs in']),
    invited_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi('StaffTalent');

export const StaffTalentListSchema = z
  .object({
    talent: z.array(StaffTalentSchema),
    disciplines: z.array(z.object({ value: z.enum(TALENT_DISCIPLINES), label: z.string() })),
    seniorities: z.array(z.enum(SENIORITIES)),
  })
  .openapi('StaffTalentList');

export const StaffTalentQuerySchema = z.object({
  q: z.string().max(100).optional().openapi({ description: 'Words in the name, e-mail, role or skills' }),
  status: z.enum(['active', 'deactivated', 'all']).optional().openapi({ default: 'active' }),
});

export const TalentParamsSchema = z.object({ talent_id: z.string().max(64) });

export const TalentSavedSchema = z
  .object({ message: z.string(), talent: StaffTalentSchema })
  .openapi('StaffTalentSaved');
