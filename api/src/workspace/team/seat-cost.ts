import type { PrismaClient } from '@platform/prisma';
import { renewIfDue } from '../../billing/subscriptions/billing-period.js';
import { accountSubscription, seatSummary } from '../../billing/subscriptions/subscription.js';

/**
 * The Seat Cost Notification of the invite pages (the spec's add team member screen): the seats of the account that owns the
 * project, not the caller's, since the owner's plan pays for every member of it.
 */
export async function seatCostNotice(prisma: PrismaClient, ownerId: string, now: Date) {
  await renewIfDue(prisma, ownerId, now);
  const [seats, subscription] = await Promise.all([
    seatSummary(prisma, ownerId, now),
    accountSubscription(prisma, ownerId, now),
  ]);
  return {
    plan: seats.plan,
    seats_included: seats.included,
    seats_occupied: seats.occupied,
    seats_available: seats.available,
    seat_price_monthly_kobo: seats.seatPriceMonthlyKobo,
    seat_price_yearly_kobo: seats.seatPriceYearlyKobo,
    next_billing_date: subscription.currentPeriodEnd.toISOString(),
  };
}
