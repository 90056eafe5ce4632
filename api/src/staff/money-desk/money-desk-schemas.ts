import { z } from '@hono/zod-openapi';

/* The money desk's answer (issue #27, Finance): payments, overdue accounts and refunds, read from billing. */

const PersonSchema = z.object({ name: z.string(), email: z.string() });

const DeskPaymentSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    payer: PersonSchema,
    purpose: z.string().openapi({ example: 'invoice' }),
    amount: z.string().openapi({ example: '₦50,000' }),
    status: z.enum(['Pending', 'Paid', 'Failed', 'Abandoned']),
    failure: z.string().nullable(),
    provider: z.string(),
    started_at: z.iso.datetime(),
    paid_at: z.iso.datetime().nullable(),
  })
  .openapi('DeskPayment');

const OverdueAccountSchema = z
  .object({
    owner: PersonSchema,
    invoices: z.array(z.string()).openapi({ example: ['INV-000012'] }),
    owed: z.string().openapi({ description: 'Still owed on the overdue invoices' }),
    owed_kobo: z.int(),
    oldest_due: z.iso.date(),
    days_overdue: z.int(),
    restricted: z.boolean().openapi({ description: 'Past the grace period: the account is restricted' }),
  })
  .openapi('OverdueAccount');

const DeskRefundSchema = z
  .object({
    id: z.uuid(),
    payer: PersonSchema,
    payment_reference: z.string(),
    amount: z.string(),
    status: z.enum(['Pending', 'Issuing', 'Refunded', 'Failed']),
    failure: z.string().nullable(),
    recorded_at: z.iso.datetime(),
    refunded_at: z.iso.datetime().nullable(),
  })
  .openapi('DeskRefund');

export const MoneyDeskSchema = z
  .object({
    totals: z.object({
      collected_30_days: z.string().openapi({ description: 'Paid in the last 30 days' }),
      overdue: z.string().openapi({ description: 'Owed on overdue invoices' }),
      refunds_open: z
        .int()
        .openapi({ description: 'Refunds not yet given back (pending, issuing or failed)' }),
    }),
    payments: z.array(DeskPaymentSchema).openapi({ description: 'The newest 100, newest first' }),
    overdue: z.array(OverdueAccountSchema).openapi({ description: 'Most overdue first' }),
    refunds: z.array(DeskRefundSchema).openapi({ description: 'The newest 100, open ones first' }),
  })
  .openapi('MoneyDesk');
