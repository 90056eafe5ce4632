import { formatNaira, GRACE_PERIOD_DAYS } from '@platform/contract';
import type { PaymentStatus, PrismaClient, RefundStatus } from '@platform/prisma';
import { pendingBills } from '../../billing/subscriptions/account-restriction.js';
import { invoiceNumberText } from '../../billing/subscriptions/invoice-numbers.js';
import { paidOn } from '../../billing/ledger/journal.js';
import { payableKey } from '../../billing/payments/payable-key.js';

/*
 * What Finance reads at the money desk: payments, accounts with overdue bills, refunds. Read only, from the
 * billing tables and the ledger as billing keeps them (api/src/billing/subscriptions, api/src/billing/ledger); payouts to approve
 * are their own page.
 */

const dayMs = 86_400_000;
const shown = 100;

const paymentStatus: Record<PaymentStatus, 'Pending' | 'Paid' | 'Failed' | 'Abandoned'> = {
  PENDING: 'Pending',
  SUCCESS: 'Paid',
  FAILED: 'Failed',
  ABANDONED: 'Abandoned',
};

const refundStatus: Record<RefundStatus, 'Pending' | 'Issuing' | 'Refunded' | 'Failed'> = {
  PENDING: 'Pending',
  ISSUING: 'Issuing',
  REFUNDED: 'Refunded',
  FAILED: 'Failed',
};

const person = (user: { firstName: string; lastName: string; email: string }) => ({
  name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  email: user.email,
});

const naira = (kobo: number | bigint) => formatNaira(Number(kobo));

const userNames = { select: { firstName: true, lastName: true, email: true } } as const;

/** Accounts with bills past their due date and still owed on, most overdue first. */
async function overdueAccounts(prisma: PrismaClient, now: Date) {
  const bills = await prisma.invoice.findMany({
    where: { ...pendingBills(), dueAt: { lt: now } },
    include: { owner: userNames },
    orderBy: [{ dueAt: 'asc' }, { number: 'asc' }],
    take: 500,
  });
  const accounts = new Map<
    string,
    { owner: ReturnType<typeof person>; invoices: string[]; owedKobo: number; oldest: Date }
  >();
  for (const bill of bills) {
    const owed = Number(bill.totalKobo) - (await paidOn(prisma, payableKey('invoice', bill.id)));
    if (owed <= 0 || !bill.dueAt) continue;
    const account = accounts.get(bill.ownerId) ?? {
      owner: person(bill.owner),
      invoices: [],
      owedKobo: 0,
      oldest: bill.dueAt,
    };
    account.invoices.push(invoiceNumberText(bill.kind, bill.number));
    account.owedKobo += owed;
    accounts.set(bill.ownerId, account);
  }
  return [...accounts.values()].map((account) => {
    const daysOverdue = Math.floor((now.getTime() - account.oldest.getTime()) / dayMs);
    return {
      owner: account.owner,
      invoices: account.invoices,
      owed: naira(account.owedKobo),
      owed_kobo: account.owedKobo,
      oldest_due: account.oldest.toISOString().slice(0, 10),
      days_overdue: daysOverdue,
      // As billing restricts: a bill unpaid more than the grace period after its due date.
      restricted: now.getTime() - account.oldest.getTime() > GRACE_PERIOD_DAYS * dayMs,
    };
  });
}

/** The money desk: the newest payments, the overdue accounts, the refunds, and three totals. */
export async function moneyDesk(prisma: PrismaClient, now: Date) {
  const [payments, refunds, collected, overdue] = await Promise.all([
    prisma.payment.findMany({
      include: { payer: userNames },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: shown,
    }),
    prisma.refund.findMany({
      include: { payment: { select: { reference: true, payer: userNames } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: shown,
    }),
    prisma.payment.aggregate({
      where: { status: 'SUCCESS', paidAt: { gte: new Date(now.getTime() - 30 * dayMs) } },
      _sum: { amountKobo: true },
    }),
    overdueAccounts(prisma, now),
  ]);
  const open = refunds.filter((refund) => refund.status !== 'REFUNDED');
  return {
    totals: {
      collected_30_days: naira(collected._sum.amountKobo ?? 0n),
      overdue: naira(overdue.reduce((sum, account) => sum + account.owed_kobo, 0)),
      refunds_open: await prisma.refund.count({ where: { status: { not: 'REFUNDED' } } }),
    },
    payments: payments.map((payment) => ({
      id: payment.id,
      reference: payment.reference,
      payer: person(payment.payer),
      purpose: payment.purpose,
      amount: naira(payment.amountKobo),
      status: paymentStatus[payment.status],
      failure: payment.failure,
      provider: payment.provider,
      started_at: payment.createdAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
    overdue: overdue.sort((a, b) => b.days_overdue - a.days_overdue),
    refunds: [...open, ...refunds.filter((refund) => refund.status === 'REFUNDED')].map((refund) => ({
      id: refund.id,
      payer: person(refund.payment.payer),
      payment_reference: refund.payment.reference,
      amount: naira(refund.amountKobo),
      status: refundStatus[refund.status],
      failure: refund.failure,
      recorded_at: refund.createdAt.toISOString(),
      refunded_at: refund.refundedAt?.toISOString() ?? null,
    })),
  };
}
