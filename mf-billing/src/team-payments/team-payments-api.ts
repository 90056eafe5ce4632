import type { ApiSchemas } from '@platform/shared-ui';

type Schemas = ApiSchemas['schemas'];

/** `GET /api/billing/team-payments/`: the payroll figures and a row per team payment (spec part 2 §3). */
export type TeamPaymentsOverview = Schemas['TeamPaymentsOverview'];

/** `GET /api/billing/team-payments/{id}/` */
export type TeamPaymentDetail = Schemas['TeamPaymentDetail'];

/** `GET /api/billing/team-payments/invoices/{id}/`, with the most each payment type may pay now. */
export type TeamInvoiceDetail = Schemas['TeamInvoiceDetail'];

/** The Process Payment modal's types, as the pay call names them. */
export type PaymentType = keyof TeamInvoiceDetail['limits_kobo'];

export const PAYMENT_TYPES: readonly { id: PaymentType; label: string }[] = [
  { id: 'regular', label: 'Regular Payment' },
  { id: 'bonus', label: 'Bonus Payment' },
  { id: 'installment', label: 'Installment Payment' },
];

export const TEAM_PAYMENT_TEXTS = {
  title: 'Team Payments',
  subtitle: 'What your team is paid, what is outstanding and what is due soon.',
  none: 'No team payments yet. They appear here once a contract with your team is signed.',
  noHistory: 'No payments yet.',
  noTasks: 'No linked tasks.',
  noInvoices: 'No invoices yet.',
  processPayment: 'Process Payment',
  paymentType: 'Payment type',
  amount: 'Amount (₦)',
  amountRequired: 'Enter the amount to pay.',
  amountInvalid: 'Enter an amount in naira, like 150,000 or 150000.50.',
  amountPositive: 'The amount must be more than ₦0.',
  amountTooHigh: (type: string, max: string) => `A ${type} can be at most ${max} on this invoice.`,
  nothingToPay: (type: string) => `Nothing can be paid as a ${type} on this invoice.`,
  startFailed: 'Failed to start the payment.',
} as const;
