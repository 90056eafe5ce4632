import type { Payment, Prisma } from '@platform/prisma';
import { settleDuePayment, settleInvoicePayment } from '../billing/invoice-settlement.js';
import { settleTeamPayment } from '../billing/team-payment-settlement.js';
import type { Notice } from '../notifications/notify.js';
import { FIRST_PAYMENT_PURPOSE, settleFirstPayment } from '../onboarding/first-payment.js';

/*
 * What a verified payment does, by its purpose. A handler runs once per payment, inside the transaction
 * that marks it SUCCESS (settle-payment.ts), so its effect and the payment are recorded together.
 * Another domain paying through the provider adds its purpose here. A notice stored in the transaction
 * that should also go out by e-mail is handed to `mailAfterCommit`: it is sent once the payment is recorded.
 */
export type MailAfterCommit = (notice: Notice) => void;
export type Settlement = (
  tx: Prisma.TransactionClient,
  payment: Payment,
  now: Date,
  mailAfterCommit: MailAfterCommit,
) => Promise<void>;

export const settlements: Record<string, Settlement> = {
  invoice: settleInvoicePayment,
  [FIRST_PAYMENT_PURPOSE]: settleFirstPayment,
  'invoices-due': settleDuePayment,
  'team-payment': settleTeamPayment,
};
