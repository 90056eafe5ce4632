import { ConflictError, NotFoundError } from '../../platform/errors/domain-errors.js';
import type { z } from '@hono/zod-openapi';
import type { PrismaClient, SeatType } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { assertNotRestricted } from './account-restriction.js';
import { formatDate, formatPeriod } from './billing-dates.js';
import { proratedKobo } from './money.js';
import type { AddSeatsResultSchema, SeatsOverviewSchema } from './billing-schemas.js';
import { payWithSavedCard } from './pay-invoice.js';
import { issueInvoice, pendingInvoices } from './issue-invoice.js';
import { planLimits, seatPriceKobo } from './plans.js';
import { annualSeatsRunning } from './annual-seats.js';
import { accountSubscription, seatHolders } from './subscription.js';
import type { AccountSubscription } from './subscription.js';
import { tellRemovedMember } from '../../workspace/team/team-notices.js';

export const SEAT_TYPE_LABELS: Record<SeatType, 'Full Time' | 'Freelance' | 'Client'> = {
  FULL_TIME: 'Full Time',
  FREELANCE: 'Freelance',
  CLIENT: 'Client',
};

export const SEAT_MESSAGES = {
  removed: (date: string) => `The seat stays until ${date}, then leaves your plan.`,
  nothingToRemove: 'You have no bought seats left to give up.',
  stillOccupied: 'Every seat is taken: remove a member from a project team first, then give up the seat.',
  notFound: 'Seat not found.',
  typeChanged: (name: string, type: string) => `${name}'s seat is now ${type}.`,
  holderRemoved: (name: string) =>
    `${name} was removed from your projects. Their seat is free for someone else.`,
} as const;

const storedSeatTypes = Object.fromEntries(
  Object.entries(SEAT_TYPE_LABELS).map(([stored, label]) => [label, stored]),
) as Record<SeatMember['type'], SeatType>;

export type SeatMember = z.infer<typeof SeatsOverviewSchema>['members'][number];
export type SeatsOverview = z.infer<typeof SeatsOverviewSchema>;

/** The members holding a seat of the account (subscription.ts says who), each once. */
async function seatMembers(prisma: PrismaClient, ownerId: string): Promise<SeatMember[]> {
  const [memberships, seats] = await Promise.all([
    prisma.projectMember.findMany({
      where: seatHolders(ownerId),
      select: { role: true, user: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ startDate: 'asc' }],
    }),
    prisma.accountSeat.findMany({ where: { ownerId } }),
  ]);
  const types = new Map(seats.map((seat) => [seat.userId, seat.type]));
  const members = new Map<string, SeatMember>();
  for (const { role, user } of memberships) {
    if (members.has(user.id)) continue;
    members.set(user.id, {
      user_id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      role,
      type: SEAT_TYPE_LABELS[types.get(user.id) ?? 'FULL_TIME'],
      seat_rate_kobo: seatPriceKobo.monthly,
      status: 'Active',
    });
  }
  return [...members.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function seatsOverview(
  prisma: PrismaClient,
  ownerId: string,
  now: Date,
  /** The account's subscription when the caller has it already read. */
  known?: AccountSubscription,
): Promise<SeatsOverview> {
  const [subscription, members, annual] = await Promise.all([
    known ?? accountSubscription(prisma, ownerId, now),
    seatMembers(prisma, ownerId),
    annualSeatsRunning(prisma, ownerId, now),
  ]);
  const included = planLimits[subscription.plan].includedSeats + subscription.extraSeats;
  const count = (type: SeatMember['type']) => members.filter((member) => member.type === type).length;
  return {
    included,
    occupied: members.length,
    available: Math.max(0, included - members.length),
    ending_at_period_end: subscription.seatsEndingAtPeriodEnd,
    removable: subscription.extraSeats - subscription.seatsEndingAtPeriodEnd,
    period_end: subscription.currentPeriodEnd.toISOString(),
    seat_price_monthly_kobo: seatPriceKobo.monthly,
    seat_price_yearly_kobo: seatPriceKobo.yearly,
    by_type: { full_time: count('Full Time'), freelance: count('Freelance'), client: count('Client') },
    annual_seats: annual.map((seats) => ({ count: seats.count, ends_at: seats.endsAt.toISOString() })),
    members,
  };
}

export type AddSeatsResult = z.infer<typeof AddSeatsResultSchema>;

/**
 * Seats are bought at the checkout and come once the payment is verified (invoice-settlement.ts): monthly ones
 * for what is left of the period (prorated, with VAT; renewals bill them in full after), yearly ones at ₦240
 * each with VAT, for a year from the payment. The account's saved card pays at once when it has one. The same purchase asked again while it waits unpaid (a double
 * click, a retry, parallel requests) is that invoice and its checkout, never more seats.
 */
export async function addSeats(
  deps: AppDeps,
  ownerId: string,
  count: number,
  billing: 'monthly' | 'yearly',
): Promise<AddSeatsResult> {
  const { prisma } = deps;
  const now = deps.now();
  await assertNotRestricted(prisma, ownerId, now);
  const subscription = await accountSubscription(prisma, ownerId, now);
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  const yearly = billing === 'yearly';
  const unitKobo = yearly ? seatPriceKobo.yearly : proratedKobo(seatPriceKobo.monthly, start, end, now);
  const amountKobo = yearly ? count * unitKobo : proratedKobo(count * seatPriceKobo.monthly, start, end, now);
  const effect = yearly ? { extraSeats: count, prepaidSeats: count } : { extraSeats: count };
  const invoice = await prisma.$transaction(async (tx) => {
    const unpaid = await pendingInvoices(
      tx,
      ownerId,
      'seats',
      (invoice) => JSON.stringify(invoice.effect) === JSON.stringify(effect),
    );
    return (
      unpaid.same ??
      issueInvoice(
        tx,
        {
          ownerId,
          purpose: 'seats',
          lines: [
            {
              description: yearly
                ? 'Additional seat, 12 months'
                : `Additional seat, ${formatPeriod(now, end)} (prorated)`,
              quantity: count,
              unitKobo,
              amountKobo,
            },
          ],
          withVat: true,
          dueAt: now,
          effect,
        },
        now,
      )
    );
  });
  return payWithSavedCard(deps, invoice, '/billing/team-seats');
}

/** Gives up bought seats at the period's end, as long as the members there still have one each. */
export async function removeSeats(
  prisma: PrismaClient,
  ownerId: string,
  count: number,
  now: Date,
): Promise<SeatsOverview & { message: string }> {
  const before = await seatsOverview(prisma, ownerId, now);
  if (count > before.removable) throw new ConflictError(SEAT_MESSAGES.nothingToRemove);
  if (before.included - before.ending_at_period_end - count < before.occupied) {
    throw new ConflictError(SEAT_MESSAGES.stillOccupied);
  }
  // Keyed on what was read, so two removals at once cannot both pass the checks above.
  const removed = await prisma.subscription.updateMany({
    where: { ownerId, seatsEndingAtPeriodEnd: before.ending_at_period_end },
    data: { seatsEndingAtPeriodEnd: { increment: count } },
  });
  if (removed.count === 0) throw new ConflictError(SEAT_MESSAGES.stillOccupied);
  const after = await seatsOverview(prisma, ownerId, now);
  return { ...after, message: SEAT_MESSAGES.removed(formatDate(new Date(after.period_end))) };
}

/** A seat's type, for a member holding one of the account's seats (404 for anyone else, as if missing). */
export async function changeSeatType(
  prisma: PrismaClient,
  ownerId: string,
  memberId: string,
  type: SeatMember['type'],
  now: Date,
): Promise<SeatsOverview & { message: string }> {
  const member = (await seatMembers(prisma, ownerId)).find((holder) => holder.user_id === memberId);
  if (!member) throw new NotFoundError(SEAT_MESSAGES.notFound);
  const stored = storedSeatTypes[type];
  await prisma.accountSeat.upsert({
    where: { ownerId_userId: { ownerId, userId: memberId } },
    create: { ownerId, userId: memberId, type: stored },
    update: { type: stored },
  });
  return {
    ...(await seatsOverview(prisma, ownerId, now)),
    message: SEAT_MESSAGES.typeChanged(member.name, type),
  };
}

/**
 * Takes a seat back from the member holding it: they leave every project of the account (each told, as
 * when removed from one team) and the seat, still paid for, is free for someone else. Giving up the seat
 * itself is Remove Seat. 404 for anyone not holding one of the account's seats, as if missing.
 */
export async function removeSeatHolder(
  deps: AppDeps,
  ownerId: string,
  memberId: string,
): Promise<SeatsOverview & { message: string }> {
  const { prisma } = deps;
  const member = (await seatMembers(prisma, ownerId)).find((holder) => holder.user_id === memberId);
  if (!member) throw new NotFoundError(SEAT_MESSAGES.notFound);
  const where = { ...seatHolders(ownerId), userId: memberId };
  const projects = await prisma.projectMember.findMany({
    where,
    select: { project: { select: { id: true, name: true } } },
  });
  await prisma.projectMember.updateMany({ where, data: { status: 'REMOVED', removedAt: deps.now() } });
  for (const { project } of projects) await tellRemovedMember(deps, { userId: memberId, project });
  return {
    ...(await seatsOverview(prisma, ownerId, deps.now())),
    message: SEAT_MESSAGES.holderRemoved(member.name),
  };
}
