import { z } from '@hono/zod-openapi';
import { TalentPayoutSchema } from '../../staff/payouts/payout-schemas.js';

export { ProjectParamsSchema } from '../projects/project-schemas.js';

export const PlacementsSchema = z
  .object({
    placements: z.array(
      z.object({
        project_id: z.uuid(),
        project_name: z.string(),
        role: z.string().openapi({ example: 'UI/UX Designer' }),
        weekly_rate_kobo: z.int(),
        rate: z.string().openapi({ example: '₦380,000 / week' }),
        weeks: z.int().nullable().openapi({ description: 'The signed timeline' }),
        client: z.string().nullable().openapi({ description: 'The business, else the client by name' }),
        client_contact: z.string().nullable(),
        status: z.enum(['Pending', 'Joined']),
        placed_at: z.string(),
        accepted_at: z.string().nullable(),
        workspace_path: z.string(),
        payouts: z
          .array(TalentPayoutSchema)
          .openapi({ description: 'What the talent is paid for the accepted milestones, newest first' }),
      }),
    ),
  })
  .openapi('Placements');

export const PlacementAcceptedSchema = z
  .object({ message: z.string(), redirect_url: z.string() })
  .openapi('PlacementAccepted');
