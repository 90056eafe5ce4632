import type { BillingPlan, Prisma, PrismaClient } from '@platform/prisma';
import { INVITE_MESSAGES } from '@platform/contract';
import { ApiError } from '../../platform/http/api-error.js';
import { assertNotRestricted } from './account-restriction.js';
import { planLimits, seatPriceKobo } from './plans.js';
import type { PlanId } from './plans.js';

/** The client or a transaction of it. */
export type Db = PrismaClient | Prisma.TransactionClient;

export const planIds: Record<BillingPlan, PlanId> = {
  FREE_STARTER: 'free-starter',
  STARTUP: 'startup',
  GROWTH: 'growth',
  ENTERPRISE: 'enterprise',
};

/** Where the refusals send the user to change plan or buy seats (mf-billing's pages). */
export const changePlanLink = '/billing/plans';
export const addSeatsLink = '/billing/team-seats';

export const projectLimitMessage =
  'Your Free Starter plan allows 1 project. Upgrade your plan to create another project.';
export const seatLimitMessage = INVITE_MESSAGES.seatsFull;

export const storedPlans = Object.fromEntries(
  Object.entries(planIds).map(([stored, id]) => [id, stored]),
) as Record<PlanId, BillingPlan>;

export interface AccountSubscription {
  plan: PlanId;
  planAtPeriodEnd: PlanId | null;
  extraSeats: number;
  seatsEndingAtPeriodEnd: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

export interface SeatSummary {
  plan: PlanId;
  included: number;
  occupied: number;
  available: number;
  /** One more seat, in kobo: monthly, and per year billed annually. */
  seatPriceMonthlyKobo: number;
  seatPriceYearlyKobo: number;
}

export function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The account's subscription; an account that never chose a plan is on Free Starter from sign-up. */
export async function accountSubscription(
  prisma: Db,
  ownerId: string,
  now: Date,
): Promise<AccountSubscription> {
  const row = await prisma.subscription.findUnique({ where: { ownerId } });
  if (row) {
    return {
      ...row,
      plan: planIds[row.plan],
      planAtPeriodEnd: row.planAtPeriodEnd ? planIds[row.planAtPeriodEnd] : null,
    };
  }
  const owner = await prisma.user.findUnique({ where: { id: ownerId }, select: { createdAt: true } });
  // Monthly periods from sign-up: the one under way, so an upgrade is prorated on what is really left of it.
  let start = owner?.createdAt ?? now;
  while (monthAfter(start) <= now) start = monthAfter(start);
  return {
    plan: 'free-starter',
    planAtPeriodEnd: null,
    extraSeats: 0,
    seatsEndingAtPeriodEnd: 0,
    currentPeriodStart: start,
    currentPeriodEnd: monthAfter(start),
  };
}

/**
 * Who holds a seat of the account: every distinct active member of the owner's projects, the owner excluded.
 * The managed team placed through a contract is paid by that contract, not with the account's seats.
 */
export const seatHolders = (ownerId: string) =>
  ({
    status: 'ACTIVE',
    source: { not: 'PLATFORM_TEAM' },
    project: { ownerId },
    userId: { not: ownerId },
  }) satisfies Prisma.ProjectMemberWhereInput;

export async function occupiedSeats(prisma: Db, ownerId: string): Promise<number> {
  const members = await prisma.projectMember.findMany({
    where: seatHolders(ownerId),
    select: { userId: true },
    distinct: ['userId'],
  });
  return members.length;
}

export async function seatSummary(prisma: Db, ownerId: string, now: Date): Promise<SeatSummary> {
  const subscription = await accountSubscription(prisma, ownerId, now);
  const included = planLimits[subscription.plan].includedSeats + subscription.extraSeats;
  const occupied = await occupiedSeats(prisma, ownerId);
  return {
    plan: subscription.plan,
    included,
    occupied,
    available: Math.max(0, included - occupied),
    seatPriceMonthlyKobo: seatPriceKobo.monthly,
    seatPriceYearlyKobo: seatPriceKobo.yearly,
  };
}

/**
 * 402: a bill unpaid past its grace period (the page links to Billing), or the plan does not allow another
 * project (the page links to the plans).
 */
export async function assertCanCreateProject(prisma: Db, ownerId: string, now: Date): Promise<void> {
  await assertNotRestricted(prisma, ownerId, now);
  const { plan } = await accountSubscription(prisma, ownerId, now);
  const limit = planLimits[plan].projects;
  if (limit === null) return;
  const owned = await prisma.project.count({ where: { ownerId } });
  if (owned >= limit)
    throw new ApiError(402, projectLimitMessage, { headers: { Link: `<${changePlanLink}>; rel="payment"` } });
}

/**
 * The same check in the transaction that then creates the project. The owner's row stays locked until that
 * transaction ends, so projects started at the same moment are counted one after the other and never pass
 * the plan's limit.
 */
export async function holdProjectAllowance(
  tx: Prisma.TransactionClient,
  ownerId: string,
  now: Date,
): Promise<void> {
  await tx.$executeRaw`SELECT id FROM users WHERE id = ${ownerId}::uuid FOR UPDATE`;
  await assertCanCreateProject(tx, ownerId, now);
}

/** The refusal an inviter gets when every seat is occupied: 402, and the page links to Add Seats. */
export const seatLimitRefusal = () =>
  new ApiError(402, seatLimitMessage, { headers: { Link: `<${addSeatsLink}>; rel="payment"` } });
