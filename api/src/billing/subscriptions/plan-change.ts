import { ConflictError } from '../../platform/errors/domain-errors.js';
import type { z } from '@hono/zod-openapi';
import type { PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { formatDate, formatPeriod } from './billing-dates.js';
import type { PlanChangeQuoteSchema, PlanChangeResultSchema } from './billing-schemas.js';
import { creditInvoice, issueInvoice, pendingInvoices } from './issue-invoice.js';
import { payInvoice } from './pay-invoice.js';
import { proratedKobo, vatKobo } from './money.js';
import { planLimits, planPricing, planTitle } from './plans.js';
import type { PlanId } from './plans.js';
import { accountSubscription, occupiedSeats, storedPlans } from './subscription.js';
import type { AccountSubscription } from './subscription.js';

export const PLAN_CHANGE_MESSAGES = {
  enterprise: 'Enterprise is arranged with our team: tell us about your needs on the Let’s Talk page.',
  samePlan: (title: string) => `You are already on the ${title}.`,
  kept: (title: string) => `You stay on the ${title}; the change you had chosen is cancelled.`,
  changed: (title: string) => `You are now on the ${title}.`,
  scheduled: (title: string, date: string) => `Your plan changes to ${title} on ${date}.`,
  tooManyProjects: (title: string, limit: number, owned: number) =>
    `The ${title} allows ${limit} project and you own ${owned}. Delete ${owned - limit} ${
      owned - limit === 1 ? 'project' : 'projects'
    } first, then change plan.`,
  tooFewSeats: (title: string, seats: number, occupied: number) =>
    `The ${title} would leave ${seats} ${seats === 1 ? 'seat' : 'seats'} and ${occupied} are occupied. Remove ${
      occupied - seats
    } ${occupied - seats === 1 ? 'member' : 'members'} from your project teams first.`,
} as const;

export type PlanChangeQuote = z.infer<typeof PlanChangeQuoteSchema>;
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;

/** A downgrade the account's projects or members would break: 409 with what to remove first. */
async function assertFits(prisma: PrismaClient, ownerId: string, plan: PlanId, now: AccountSubscription) {
  const title = planTitle(plan);
  const limit = planLimits[plan].projects;
  if (limit !== null) {
    const owned = await prisma.project.count({ where: { ownerId } });
    if (owned > limit) throw new ConflictError(PLAN_CHANGE_MESSAGES.tooManyProjects(title, limit, owned));
  }
  const seats = planLimits[plan].includedSeats + now.extraSeats - now.seatsEndingAtPeriodEnd;
  const occupied = await occupiedSeats(prisma, ownerId);
  if (occupied > seats) throw new ConflictError(PLAN_CHANGE_MESSAGES.tooFewSeats(title, seats, occupied));
}

/** What moving to `plan` costs now: the rest of this period at the new fee less the rest at the old one. */
export async function quotePlanChange(
  prisma: PrismaClient,
  ownerId: string,
  plan: PlanId,
  at: Date,
): Promise<PlanChangeQuote> {
  const title = planTitle(plan);
  if (plan === 'enterprise') throw new ConflictError(PLAN_CHANGE_MESSAGES.enterprise);
  const subscription = await accountSubscription(prisma, ownerId, at);
  if (plan === subscription.plan && !subscription.planAtPeriodEnd) {
    throw new ConflictError(PLAN_CHANGE_MESSAGES.samePlan(title));
  }
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  if (planPricing[plan].rank < planPricing[subscription.plan].rank) {
    await assertFits(prisma, ownerId, plan, subscription);
    return {
      plan: { id: plan, title },
      effective: 'period_end',
      effective_at: end.toISOString(),
      prorated_kobo: 0,
      vat_kobo: 0,
      total_kobo: 0,
    };
  }
  const fee = (id: PlanId) => planPricing[id].monthlyKobo ?? 0;
  const prorated = Math.max(
    0,
    proratedKobo(fee(plan), start, end, at) - proratedKobo(fee(subscription.plan), start, end, at),
  );
  const vat = vatKobo(prorated);
  return {
    plan: { id: plan, title },
    effective: 'now',
    effective_at: at.toISOString(),
    prorated_kobo: prorated,
    vat_kobo: vat,
    total_kobo: prorated + vat,
  };
}

/**
 * Upgrades happen once the prorated charge is paid (at once when there is none); downgrades wait for
 * the period's end. An earlier unpaid upgrade to another plan is cancelled by a credit note, so only one is
 * due; the same upgrade again answers the one due (and its open checkout, start-payment.ts).
 */
export async function changePlan(deps: AppDeps, ownerId: string, plan: PlanId): Promise<PlanChangeResult> {
  const { prisma } = deps;
  const now = deps.now();
  const quote = await quotePlanChange(prisma, ownerId, plan, now);
  const subscription = await accountSubscription(prisma, ownerId, now);
  const title = quote.plan.title;
  const upsert = (data: { plan?: PlanId; planAtPeriodEnd: PlanId | null }) =>
    prisma.subscription.upsert({
      where: { ownerId },
      create: {
        ownerId,
        plan: storedPlans[data.plan ?? subscription.plan],
        planAtPeriodEnd: data.planAtPeriodEnd ? storedPlans[data.planAtPeriodEnd] : null,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
      },
      update: {
        ...(data.plan ? { plan: storedPlans[data.plan] } : {}),
        planAtPeriodEnd: data.planAtPeriodEnd ? storedPlans[data.planAtPeriodEnd] : null,
      },
    });

  // Another plan chosen while an upgrade waits unpaid: that invoice is cancelled by a credit note.
  const cancelUnpaidUpgrade = () =>
    prisma.$transaction(async (tx) => {
      const unpaid = await pendingInvoices(tx, ownerId, 'plan-change', () => false);
      for (const { id } of unpaid.pending) await creditInvoice(tx, id, 'unpaid-plan-change', now);
    });

  if (plan === subscription.plan) {
    await cancelUnpaidUpgrade();
    await upsert({ planAtPeriodEnd: null });
    return { status: 'changed', message: PLAN_CHANGE_MESSAGES.kept(title) };
  }
  if (quote.effective === 'period_end') {
    await cancelUnpaidUpgrade();
    await upsert({ planAtPeriodEnd: plan });
    return {
      status: 'scheduled',
      message: PLAN_CHANGE_MESSAGES.scheduled(title, formatDate(subscription.currentPeriodEnd)),
      effective_at: quote.effective_at,
    };
  }
  if (quote.total_kobo === 0) {
    await cancelUnpaidUpgrade();
    await upsert({ plan, planAtPeriodEnd: null });
    return { status: 'changed', message: PLAN_CHANGE_MESSAGES.changed(title) };
  }
  const invoice = await prisma.$transaction(async (tx) => {
    const unpaid = await pendingInvoices(
      tx,
      ownerId,
      'plan-change',
      // The same plan again is the invoice already due, whatever the minutes since changed in its proration:
      // a declined checkout tried again is paid on that one invoice, not credited and issued anew.
      (invoice) => invoice.plan === storedPlans[plan],
    );
    if (unpaid.same) return unpaid.same;
    for (const { id } of unpaid.pending) await creditInvoice(tx, id, 'unpaid-plan-change', now);
    return issueInvoice(
      tx,
      {
        ownerId,
        purpose: 'plan-change',
        plan: storedPlans[plan],
        lines: [
          {
            description: `${title}, ${formatPeriod(now, subscription.currentPeriodEnd)} (prorated)`,
            quantity: 1,
            unitKobo: quote.prorated_kobo,
          },
        ],
        withVat: true,
        dueAt: now,
        effect: { plan: storedPlans[plan] },
      },
      now,
    );
  });
  return { status: 'checkout', payment: await payInvoice(deps, invoice, invoice.ownerId, '/billing') };
}
