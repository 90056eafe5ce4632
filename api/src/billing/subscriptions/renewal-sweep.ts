import { formatNaira } from '@platform/contract';
import type { PaymentDeps } from '../payments/settle-payment.js';
import { notify } from '../../workspace/notifications/notify.js';
import { payBillsLink } from './account-restriction.js';
import { renewIfDue } from './billing-period.js';
import { formatDate } from './billing-dates.js';
import { invoiceNumberText } from './invoice-numbers.js';
import { chargeSavedCard } from './pay-invoice.js';

/*
 * Renewal for accounts nobody opens (docs/billing.md, "Renewal without the app"). Run hourly by the server with
 * the reminders: every subscription whose period ended is renewed as a read of its billing would renew it (the
 * renewal invoice, due in 7 days), and each renewal invoice still Pending is charged to the account's saved card,
 * once: a card that fails is not tried again every hour; the owner is told once (the attempt's
 * `decline_notified_at`, claimed by one process) and pays in Billing, the
 * reminders follow, and the grace period restricts the account as for any bill (account-restriction.ts reads
 * the invoices, so it needs nobody to sign in).
 */

export const RENEWAL_CARD_TEXTS = {
  declined: (number: string) => `Your saved card was declined for invoice ${number}`,
  declinedBody: (amount: string, dueDate: string) =>
    `${amount} for your plan could not be charged to your saved card. Pay it in Billing by ${dueDate}.`,
} as const;

/** At most this many accounts a run renews (the next hour takes the rest). */
const batch = 200;

export async function renewDueSubscriptions(
  deps: PaymentDeps,
): Promise<{ renewed: number; charged: number }> {
  const now = deps.now();
  const due = await deps.prisma.subscription.findMany({
    where: { currentPeriodEnd: { lte: now } },
    select: { ownerId: true },
    orderBy: { currentPeriodEnd: 'asc' },
    take: batch,
  });
  for (const { ownerId } of due) await renewIfDue(deps.prisma, ownerId, now);

  const toCharge = await deps.prisma.invoice.findMany({
    where: {
      purpose: 'renewal',
      kind: 'INVOICE',
      status: 'PENDING',
      owner: { savedAuthorization: { isNot: null } },
      payments: { none: { method: 'authorization' } },
    },
    orderBy: { issuedAt: 'asc' },
    take: batch,
  });
  let charged = 0;
  for (const invoice of toCharge) {
    const payment = await chargeSavedCard(deps, invoice, payBillsLink);
    if (!payment || payment.method !== 'authorization') continue;
    if (payment.status === 'SUCCESS') {
      charged += 1;
      continue;
    }
    // Several API processes sweep at once and each may read this failed attempt: the one that claims it tells.
    const claimed = await deps.prisma.payment.updateMany({
      where: { id: payment.id, declineNotifiedAt: null },
      data: { declineNotifiedAt: now },
    });
    if (claimed.count === 0) continue;
    const number = invoiceNumberText(invoice.kind, invoice.number);
    await notify(
      deps.prisma,
      {
        userId: invoice.ownerId,
        kind: 'billing',
        title: RENEWAL_CARD_TEXTS.declined(number),
        body: RENEWAL_CARD_TEXTS.declinedBody(
          formatNaira(Number(invoice.totalKobo)),
          formatDate(invoice.dueAt ?? invoice.issuedAt),
        ),
        link: payBillsLink,
      },
      { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log },
    );
  }
  return { renewed: due.length, charged };
}
