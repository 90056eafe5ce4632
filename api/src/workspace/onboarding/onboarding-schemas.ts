import { z } from '@hono/zod-openapi';
import { ONBOARDING_STEPS } from './onboarding-steps.js';

export { ProjectParamsSchema } from '../projects/project-schemas.js';

export const OnboardingSchema = z
  .object({
    contract_signed: z.boolean(),
    progress: z.int().openapi({ description: 'Share of the four steps done, in percent' }),
    status_text: z.string().openapi({ example: 'Team Onboarding in Progress' }),
    steps: z.array(
      z.object({
        key: z.enum(ONBOARDING_STEPS.map((step) => step.key) as ['payment', 'team', 'setup', 'kickoff']),
        title: z.string(),
        description: z.string(),
        state: z.enum(['done', 'current', 'upcoming']),
        date: z.string().nullable(),
        date_label: z.string().openapi({ example: '23 November 2026' }),
        detail: z.string(),
      }),
    ),
  })
  .openapi('Onboarding');

export const OnboardingSavedSchema = z
  .object({ message: z.string(), onboarding: OnboardingSchema })
  .openapi('OnboardingSaved');
