import { TEAM_PAYMENT_AMOUNT_MESSAGES, TEAM_PAYMENT_TYPE_LABELS } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/** `GET /api/billing/team-payments/`: the payroll figures and a row per team payment (the spec's workspace entities). */
export type TeamPaymentsOverview = ApiResult<ApiOperation<'/api/billing/team-payments/', 'get'>>;

/** `GET /api/billing/team-payments/{id}/` */
export type TeamPaymentDetail = ApiResult<
  ApiOperation<'/api/billing/team-payments/{team_payment_id}/', 'get'>
>;

/** `GET /api/billing/team-payments/invoices/{id}/`, with the most each payment type may pay now. */
export type TeamInvoiceDetail = ApiResult<
  ApiOperation<'/api/billing/team-payments/invoices/{team_invoice_id}/', 'get'>
>;

/** The Process Payment modal's types, as the pay call names them. */
export type PaymentType = keyof TeamInvoiceDetail['limits_kobo'];

export const PAYMENT_TYPES: readonly { id: PaymentType; label: string }[] = (
  ['regular', 'bonus', 'installment'] as const
).map((id) => ({ id, label: TEAM_PAYMENT_TYPE_LABELS[id] }));

export const TEAM_PAYMENT_TEXTS = {
  title: 'Team Payments',
  subtitle: 'What your team is paid, what is outstanding and what is due soon.',
  // Signing a hired team's contract makes no team payment: its payments are the contract's, due on Billing.
  none: 'No team payments yet. Payments for a hired team’s contract are due on the Billing page, not here.',
  noHistory: 'No payments yet.',
  noTasks: 'No linked tasks.',
  noInvoices: 'No invoices yet.',
  processPayment: 'Process Payment',
  paymentType: 'Payment type',
  amount: 'Amount (₦)',
  amountInvalid: 'Enter an amount in naira, like 150,000 or 150000.50.',
  // The API's own texts for the same refusals (@platform/contract).
  amountRequired: TEAM_PAYMENT_AMOUNT_MESSAGES.required,
  amountPositive: TEAM_PAYMENT_AMOUNT_MESSAGES.positive,
  amountTooHigh: TEAM_PAYMENT_AMOUNT_MESSAGES.tooHigh,
  nothingToPay: TEAM_PAYMENT_AMOUNT_MESSAGES.nothingToPay,
  startFailed: 'Failed to start the payment.',
} as const;
