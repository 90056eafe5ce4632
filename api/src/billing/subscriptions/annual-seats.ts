import type { Prisma, PrismaClient } from '@platform/prisma';

/** A year from the moment they were paid for, to the millisecond (29 February's year ends on 1 March). */
export function yearAfter(date: Date): Date {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** Seats paid for the year ahead: from the payment, for a year (annual-seats rows, docs/decisions.md). */
export async function recordAnnualSeats(
  tx: Prisma.TransactionClient,
  invoice: { id: string; ownerId: string },
  count: number,
  paidAt: Date,
): Promise<void> {
  await tx.annualSeats.create({
    data: {
      ownerId: invoice.ownerId,
      invoiceId: invoice.id,
      count,
      startsAt: paidAt,
      endsAt: yearAfter(paidAt),
    },
  });
}

/** The account's seats paid for the year that have not ended, soonest end first. */
export async function annualSeatsRunning(prisma: PrismaClient, ownerId: string, now: Date) {
  return prisma.annualSeats.findMany({
    where: { ownerId, endsAt: { gt: now } },
    orderBy: { endsAt: 'asc' },
    select: { count: true, endsAt: true },
  });
}

/**
 * Seats whose year ended by `until` leave the account, like monthly seats given up do at the period end: off
 * the bought seats and the prepaid ones (never below what is left, when some were given up meanwhile), and off
 * those given up at the period end when fewer seats than that remain. Deleting the row first makes one of
 * several requests arriving together do it.
 */
export async function endAnnualSeats(prisma: PrismaClient, ownerId: string, until: Date): Promise<void> {
  const ended = await prisma.annualSeats.findMany({
    where: { ownerId, endsAt: { lte: until } },
    select: { id: true, count: true },
  });
  for (const seats of ended) {
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.annualSeats.deleteMany({ where: { id: seats.id } });
      if (count === 0) return;
      // The right-hand sides read the row as it was before this update.
      await tx.$executeRaw`
        UPDATE subscriptions SET
          extra_seats = extra_seats - LEAST(${seats.count}, prepaid_seats),
          prepaid_seats = prepaid_seats - LEAST(${seats.count}, prepaid_seats),
          seats_ending_at_period_end =
            LEAST(seats_ending_at_period_end, extra_seats - LEAST(${seats.count}, prepaid_seats)),
          updated_at = now()
        WHERE owner_id = ${ownerId}::uuid`;
    });
  }
}
