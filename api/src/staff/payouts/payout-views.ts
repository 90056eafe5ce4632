import type { Payout, PayoutStatus, Prisma } from '@platform/prisma';
import { PAYOUT_STATUS_LABELS } from '@platform/contract';
import { invoiceNumber } from '../../billing/subscriptions/team-invoice-terms.js';
import { maskedAccountNumber } from '../talent/talent-pool-rules.js';
import type { PayoutFunding } from './payout-funding.js';

/* How a payout reads: to Finance in the console, and to the talent it pays on their placements page. */

export const payoutStatuses = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutStatusKey = (typeof payoutStatuses)[number];

export const statusKey = (status: PayoutStatus) => status.toLowerCase() as PayoutStatusKey;
export const statusOfKey = (key: PayoutStatusKey) => key.toUpperCase() as PayoutStatus;

export const payoutInclude = {
  talent: true,
  teamInvoice: { include: { milestone: true, teamPayment: { include: { project: true } } } },
} satisfies Prisma.PayoutInclude;

export type PayoutWithParts = Prisma.PayoutGetPayload<{ include: typeof payoutInclude }>;

/** What the talent reads: the money, the work it pays for, how it stands and why it failed. */
export const talentPayoutView = (
  payout: Payout & { teamInvoice: { number: number; milestone: { title: string } | null } },
) => ({
  id: payout.id,
  invoice_number: invoiceNumber(payout.teamInvoice.number),
  milestone: payout.teamInvoice.milestone?.title ?? '',
  gross_kobo: Number(payout.grossKobo),
  withholding_kobo: Number(payout.withholdingKobo),
  amount_kobo: Number(payout.amountKobo),
  status: PAYOUT_STATUS_LABELS[statusKey(payout.status)],
  reason: payout.failure,
  paid_at: payout.paidAt?.toISOString() ?? null,
  created_at: payout.createdAt.toISOString(),
});

/**
 * What Finance reads: who, for what work, the account it goes to (never whole), the transfer, and the
 * contract instalment that funds it (whether the client has paid it).
 */
export const staffPayoutView = (payout: PayoutWithParts, funding: PayoutFunding | null) => {
  const { talent } = payout;
  const project = payout.teamInvoice.teamPayment.project;
  return {
    ...talentPayoutView(payout),
    status_key: statusKey(payout.status),
    talent: { id: talent.id, name: talent.name, email: talent.email },
    project: { id: project.id, name: project.name },
    bank:
      talent.bankName && talent.bankAccountNumber
        ? { bank_name: talent.bankName, account_number: maskedAccountNumber(talent.bankAccountNumber) }
        : null,
    account_name: payout.accountName,
    reference: payout.reference,
    processed_at: payout.processedAt?.toISOString() ?? null,
    funding,
  };
};
