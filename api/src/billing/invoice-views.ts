import { z } from '@hono/zod-openapi';
import type { Invoice, InvoiceLine } from '@platform/prisma';
import { invoiceNumberText } from './invoice-numbers.js';
import { planTitle } from './plans.js';
import { planIds } from './subscription.js';

const STATUS_LABELS = { PENDING: 'Pending', PAID: 'Paid', CREDITED: 'Credited' } as const;

/** What an invoice is for, as its list shows it. */
const PURPOSE_LABELS: Record<string, string> = {
  'plan-change': 'Plan upgrade (prorated)',
  renewal: 'Monthly subscription',
  seats: 'Additional seats',
  'unpaid-plan-change': 'Cancels an unpaid plan change',
};

export const InvoiceSummarySchema = z
  .object({
    id: z.string().uuid(),
    number: z.string().openapi({ example: 'INV-0007' }),
    kind: z.enum(['Invoice', 'Credit note']),
    description: z.string(),
    plan: z.string().nullable().openapi({ description: 'The plan it bills, e.g. "Growth Plan"' }),
    issued_at: z.string().datetime(),
    due_date: z.string().datetime(),
    amount_kobo: z.number().int().openapi({ description: 'Total with VAT, in kobo' }),
    status: z.enum(['Pending', 'Paid', 'Credited']),
  })
  .openapi('AccountInvoice');

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  paid_at: z.string().datetime().nullable(),
  subtotal_kobo: z.number().int(),
  vat_kobo: z.number().int(),
  vat_rate: z.literal('7.5%'),
  credits_invoice_id: z.string().uuid().nullable(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unit_kobo: z.number().int(),
      amount_kobo: z.number().int(),
    }),
  ),
  last_payment: z
    .object({ reference: z.string(), status: z.string(), failure: z.string().nullable() })
    .nullable()
    .openapi({ description: 'The latest attempt to pay it; a failed one can be retried' }),
}).openapi('AccountInvoiceDetail');

export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const invoiceDescription = (invoice: Invoice) =>
  invoice.kind === 'CREDIT_NOTE'
    ? `Credit note: ${PURPOSE_LABELS[invoice.purpose] ?? invoice.purpose}`
    : (PURPOSE_LABELS[invoice.purpose] ?? invoice.purpose);

export const invoiceSummary = (invoice: Invoice): InvoiceSummary => ({
  id: invoice.id,
  number: invoiceNumberText(invoice.kind, invoice.number),
  kind: invoice.kind === 'INVOICE' ? 'Invoice' : 'Credit note',
  description: invoiceDescription(invoice),
  plan: invoice.plan ? planTitle(planIds[invoice.plan]) : null,
  issued_at: invoice.issuedAt.toISOString(),
  due_date: invoice.dueAt.toISOString(),
  amount_kobo: Number(invoice.totalKobo),
  status: STATUS_LABELS[invoice.status],
});

export const invoiceDetail = (
  invoice: Invoice & { lines: InvoiceLine[] },
  lastPayment: { reference: string; status: string; failure: string | null } | null,
): InvoiceDetail => ({
  ...invoiceSummary(invoice),
  paid_at: invoice.paidAt?.toISOString() ?? null,
  subtotal_kobo: Number(invoice.subtotalKobo),
  vat_kobo: Number(invoice.vatKobo),
  vat_rate: '7.5%',
  credits_invoice_id: invoice.creditsId,
  lines: [...invoice.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_kobo: Number(line.unitKobo),
      amount_kobo: Number(line.amountKobo),
    })),
  last_payment: lastPayment,
});
