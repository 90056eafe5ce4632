import { NOTHING_DUE_MESSAGE } from '@platform/contract';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import type { PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { payableKey } from '../payments/payable-key.js';
import { paymentView } from '../payments/payment-views.js';
import type { PaymentView } from '../payments/payment-views.js';
import { startPayment } from '../payments/start-payment.js';
import { invoiceSummary } from './invoice-views.js';
import { planPricing, planTitle, seatPriceKobo } from './plans.js';
import { seatsOverview } from './seats.js';
import { accountSubscription } from './subscription.js';
import { teamPaymentsOverview } from './team-payments.js';

export const nothingDueMessage = NOTHING_DUE_MESSAGE;

/** GET /api/billing/: the account's plan, seats, team payments, what is due (plan, contracts) and latest invoices. */
export async function billingOverview(prisma: PrismaClient, ownerId: string, now: Date) {
  const subscription = await accountSubscription(prisma, ownerId, now);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [seats, team, invoices, due] = await Promise.all([
    seatsOverview(prisma, ownerId, now, subscription),
    teamPaymentsOverview(prisma, ownerId, now),
    prisma.invoice.findMany({
      where: { ownerId },
      include: { credits: true, project: { select: { name: true } } },
      orderBy: [{ issuedAt: 'desc' }, { createdAt: 'desc' }],
      take: 5,
    }),
    prisma.invoice.groupBy({
      by: ['projectId'],
      where: { ownerId, status: 'PENDING', kind: 'INVOICE' },
      _sum: { totalKobo: true },
      _count: true,
      _min: { dueAt: true },
    }),
  ]);
  const plan = due.find((group) => group.projectId === null);
  const contracts = due.filter((group) => group.projectId !== null);
  const planDueKobo = Number(plan?._sum.totalKobo ?? 0n);
  const contractsDueKobo = contracts.reduce((sum, group) => sum + Number(group._sum.totalKobo ?? 0n), 0);
  const nextContractDue = contracts
    .map((group) => group._min.dueAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const billedSeats = subscription.extraSeats - subscription.seatsEndingAtPeriodEnd;
  return {
    plan: { id: subscription.plan, title: planTitle(subscription.plan) },
    plan_at_period_end: subscription.planAtPeriodEnd
      ? { id: subscription.planAtPeriodEnd, title: planTitle(subscription.planAtPeriodEnd) }
      : null,
    next_billing_date: subscription.currentPeriodEnd.toISOString(),
    monthly_price_kobo:
      (planPricing[subscription.plan].monthlyKobo ?? 0) + billedSeats * seatPriceKobo.monthly,
    seats: {
      included: seats.included,
      occupied: seats.occupied,
      available: seats.available,
      by_type: seats.by_type,
    },
    team_payments: {
      total_payroll_kobo: team.summary.total_payroll_kobo,
      outstanding_kobo: team.summary.outstanding_kobo,
      upcoming_kobo: team.summary.upcoming_kobo,
      count: team.payments.length,
    },
    amount_due_kobo: planDueKobo,
    contracts_due: {
      amount_kobo: contractsDueKobo,
      count: contracts.reduce((sum, group) => sum + group._count, 0),
      next_due_date: nextContractDue?.toISOString() ?? null,
    },
    total_due_kobo: planDueKobo + contractsDueKobo,
    recent_invoices: invoices.map((invoice) => invoiceSummary(invoice, now)),
  };
}

/**
 * Process Payment on the overview: one checkout for what is still owed on every pending invoice of the plan
 * and seats (a contract's invoices are paid each on its own, from "Contract payments due"). While
 * one of them has an attempt open (its own Pay, the seats page), that attempt is the answer: paid, the
 * next Process Payment pays the rest (start-payment.ts).
 */
export async function payDue(deps: AppDeps, ownerId: string): Promise<PaymentView> {
  const pending = await deps.prisma.invoice.findMany({
    where: { ownerId, status: 'PENDING', kind: 'INVOICE', projectId: null },
    orderBy: { number: 'asc' },
  });
  if (pending.length === 0) throw new ConflictError(nothingDueMessage);
  const payment = await startPayment(deps, {
    payerId: ownerId,
    purpose: pending.length === 1 ? 'invoice' : 'invoices-due',
    ...(pending.length === 1 ? { invoiceId: pending[0]!.id } : {}),
    pays: pending.map((invoice) => ({
      payable: payableKey('invoice', invoice.id),
      amountKobo: 'open' as const,
    })),
    returnPath: '/billing',
    metadata: { invoice_ids: pending.map((invoice) => invoice.id).join(',') },
  });
  return paymentView(payment);
}
