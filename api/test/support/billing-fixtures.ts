import type { BillingPlan, PrismaClient } from '@platform/prisma';

/** Puts an account on a plan, as a paid upgrade would, for tests that need more than Free Starter allows. */
export async function putOnPlan(
  prisma: PrismaClient,
  ownerId: string,
  plan: BillingPlan,
  extraSeats = 0,
): Promise<void> {
  // This month, paid: a period long ended would be renewed into bills unpaid past their grace period, which
  // restrict the account (api/src/billing/subscriptions/account-restriction.ts).
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  await prisma.subscription.upsert({
    where: { ownerId },
    create: { ownerId, plan, extraSeats, currentPeriodStart: start, currentPeriodEnd: end },
    update: { plan, extraSeats },
  });
}
