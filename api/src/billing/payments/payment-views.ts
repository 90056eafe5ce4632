import { z } from '@hono/zod-openapi';
import type { Payment, Refund } from '@platform/prisma';

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
    refunded: z
      .object({
        amount_kobo: z.number().int(),
        status: z.enum(['Refunding', 'Refunded']),
      })
      .nullable()
      .openapi({
        description:
          'Collected beyond what was still owed (another tab or person paid first) and given back through the provider',
      }),
  })
  .openapi('Payment');

export type PaymentView = z.infer<typeof PaymentSchema>;

function refundView(refunds: Refund[] | undefined): PaymentView['refunded'] {
  if (!refunds?.length) return null;
  return {
    amount_kobo: refunds.reduce((sum, refund) => sum + Number(refund.amountKobo), 0),
    status: refunds.every((refund) => refund.status === 'REFUNDED') ? 'Refunded' : 'Refunding',
  };
}

export const paymentView = (payment: Payment & { refunds?: Refund[] }): PaymentView => ({
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
  refunded: refundView(payment.refunds),
});
