import { z } from '@hono/zod-openapi';
import { PAYOUT_STATUS_LABELS } from '@platform/contract';
import { payoutStatuses } from './payout-views.js';

/* The payouts' boundary: Finance's list and Process Payment, and the talent's own payouts. */

const statusLabels = Object.values(PAYOUT_STATUS_LABELS) as [string, ...string[]];

export const TalentPayoutSchema = z
  .object({
    id: z.uuid(),
    invoice_number: z.string().openapi({ example: 'TI-0001' }),
    milestone: z.string().openapi({ description: 'The accepted milestone it pays for' }),
    gross_kobo: z.int(),
    withholding_kobo: z.int().openapi({ description: 'The 5% withholding tax kept from the gross' }),
    amount_kobo: z.int().openapi({ description: 'What the transfer sends: gross less withholding' }),
    status: z.enum(statusLabels),
    reason: z.string().nullable().openapi({ description: 'Why it failed, when it did' }),
    paid_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .openapi('TalentPayout');

export const StaffPayoutSchema = TalentPayoutSchema.extend({
  status_key: z.enum(payoutStatuses),
  talent: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  project: z.object({ id: z.uuid(), name: z.string() }),
  bank: z
    .object({ bank_name: z.string(), account_number: z.string().openapi({ example: '•••• 6789' }) })
    .nullable(),
  account_name: z.string().nullable().openapi({ description: 'The holder as the bank confirmed it' }),
  reference: z.string().nullable(),
  processed_at: z.iso.datetime().nullable(),
  funding: z
    .object({
      instalment: z.string().openapi({ example: 'Second payment (50%)' }),
      invoice_number: z.string().nullable().openapi({ example: 'INV-0007' }),
      paid: z
        .boolean()
        .openapi({ description: 'Whether the client has paid it: Process waits until they have' }),
    })
    .nullable()
    .openapi({ description: 'The contract instalment that funds the milestone it pays for' }),
}).openapi('StaffPayout');

export const PayoutListSchema = z
  .object({
    payouts: z.array(StaffPayoutSchema),
    counts: z.object({ pending: z.int(), processing: z.int(), paid: z.int(), failed: z.int() }),
  })
  .openapi('PayoutList');

export const PayoutQuerySchema = z.object({
  status: z.enum(payoutStatuses, 'Choose pending, processing, paid or failed.').optional(),
});

export const PayoutParamsSchema = z.object({ payout_id: z.uuid('Payout not found.') });
