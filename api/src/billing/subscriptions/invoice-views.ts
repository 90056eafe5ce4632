import { z } from '@hono/zod-openapi';
import type { Invoice, InvoiceLine } from '@platform/prisma';
import { DEFAULT_TIME_ZONE, dayIn } from '../../workspace/meetings/meeting-time.js';
import { invoiceNumberText } from './invoice-numbers.js';
import { planTitle } from './plans.js';
import type { Seller } from './seller.js';
import { planIds } from './subscription.js';

const STATUS_LABELS = { PENDING: 'Pending', PAID: 'Paid', CREDITED: 'Credited' } as const;

/** What an invoice is for, as its list shows it. */
const PURPOSE_LABELS: Record<string, string> = {
  'plan-change': 'Plan upgrade (prorated)',
  renewal: 'Monthly subscription',
  seats: 'Additional seats',
  'unpaid-plan-change': 'Cancels an unpaid plan change',
  'contract-payment': 'Contract payment',
};

export const InvoiceSummarySchema = z
  .object({
    id: z.string().uuid(),
    number: z.string().openapi({ example: 'INV-0007' }),
    kind: z.enum(['Invoice', 'Credit note']),
    description: z.string(),
    plan: z.string().nullable().openapi({ description: 'The plan it bills, e.g. "Growth Plan"' }),
    issued_at: z.string().datetime(),
    due_date: z.string().datetime().nullable().openapi({ description: 'None on a credit note' }),
    amount_kobo: z.number().int().openapi({ description: 'Total with VAT, in kobo' }),
    status: z.enum(['Pending', 'Overdue', 'Paid', 'Credited']).openapi({
      description: 'Overdue: still unpaid after its due date',
    }),
  })
  .openapi('AccountInvoice');

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  paid_at: z.string().datetime().nullable(),
  subtotal_kobo: z.number().int(),
  vat_kobo: z.number().int(),
  vat_rate: z.literal('7.5%'),
  credits_invoice_id: z.string().uuid().nullable(),
  credits_invoice_number: z
    .string()
    .nullable()
    .openapi({ description: 'On a credit note: the invoice it cancels, e.g. "INV-0007"' }),
  seller: z
    .object({ legal_name: z.string(), address: z.string(), tax_id: z.string() })
    .openapi({ description: 'Who issues it (SELLER_* configuration)' }),
  buyer: z
    .object({ name: z.string(), address: z.string(), email: z.string() })
    .openapi({ description: 'The business profile as it was when the invoice was issued' }),
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

/** An invoice as the lists read it: what it credits, and a contract's project (its name says which). */
export type ListedInvoice = Invoice & { credits?: Invoice | null; project?: { name: string } | null };

function purposeLabel(invoice: ListedInvoice): string {
  const label = PURPOSE_LABELS[invoice.purpose] ?? invoice.purpose;
  return invoice.project ? `${label}: ${invoice.project.name}` : label;
}

export const invoiceDescription = (invoice: ListedInvoice) =>
  invoice.kind === 'CREDIT_NOTE'
    ? `Credit note${invoice.credits ? ` for ${invoiceNumberText(invoice.credits.kind, invoice.credits.number)}` : ''}: ${purposeLabel(invoice)}`
    : purposeLabel(invoice);

/**
 * What is owed says Overdue once its due date has passed: the day after it, in Lagos. An invoice due on the
 * day it is raised (a delivery accepted, a first payment) is not late the minute after.
 */
const statusLabel = (invoice: Invoice, now: Date) =>
  invoice.status === 'PENDING' &&
  invoice.dueAt !== null &&
  dayIn(DEFAULT_TIME_ZONE, invoice.dueAt) < dayIn(DEFAULT_TIME_ZONE, now)
    ? 'Overdue'
    : STATUS_LABELS[invoice.status];

export const invoiceSummary = (invoice: ListedInvoice, now: Date): InvoiceSummary => ({
  id: invoice.id,
  number: invoiceNumberText(invoice.kind, invoice.number),
  kind: invoice.kind === 'INVOICE' ? 'Invoice' : 'Credit note',
  description: invoiceDescription(invoice),
  plan: invoice.plan ? planTitle(planIds[invoice.plan]) : null,
  issued_at: invoice.issuedAt.toISOString(),
  due_date: invoice.dueAt?.toISOString() ?? null,
  amount_kobo: Number(invoice.totalKobo),
  status: statusLabel(invoice, now),
});

export const invoiceDetail = (
  invoice: ListedInvoice & { lines: InvoiceLine[] },
  lastPayment: { reference: string; status: string; failure: string | null } | null,
  seller: Seller,
  now: Date,
): InvoiceDetail => ({
  ...invoiceSummary(invoice, now),
  paid_at: invoice.paidAt?.toISOString() ?? null,
  subtotal_kobo: Number(invoice.subtotalKobo),
  vat_kobo: Number(invoice.vatKobo),
  vat_rate: '7.5%',
  credits_invoice_id: invoice.creditsId,
  credits_invoice_number: invoice.credits
    ? invoiceNumberText(invoice.credits.kind, invoice.credits.number)
    : null,
  seller: { legal_name: seller.legalName, address: seller.address, tax_id: seller.taxId },
  buyer: { name: invoice.buyerName, address: invoice.buyerAddress, email: invoice.buyerEmail },
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
