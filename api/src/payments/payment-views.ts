import { z } from '@hono/zod-openapi';
import type { Payment } from '@platform/prisma';

export const PAYMENT_STATUS_LABELS = {
  PENDING: 'Pending',
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  ABANDONED: 'Abandoned',
} as const;

export const PaymentSchema = z
  .object({
    reference: z.string(),
    purpose: z.string(),
    invoice_id: z.string().uuid().nullable(),
    amount_kobo: z.number().int(),
    currency: z.literal('NGN'),
    status: z.enum(['Pending', 'Paid', 'Failed', 'Abandoned']),
    checkout_url: z.string().openapi({ description: 'The provider’s checkout page for this attempt' }),
    failure: z.string().nullable().openapi({ description: 'Why it failed; the invoice can be paid again' }),
    paid_at: z.string().datetime().nullable(),
    created_at: z.string().datetime(),
  })
  .openapi('Payment');

export type PaymentView = z.infer<typeof PaymentSchema>;

export const paymentView = (payment: Payment): PaymentView => ({
  reference: payment.reference,
  purpose: payment.purpose,
  invoice_id: payment.invoiceId,
  amount_kobo: Number(payment.amountKobo),
  currency: 'NGN',
  status: PAYMENT_STATUS_LABELS[payment.status],
  checkout_url: payment.checkoutUrl,
  failure: payment.failure,
  paid_at: payment.paidAt?.toISOString() ?? null,
  created_at: payment.createdAt.toISOString(),
});
