import type { PrismaClient } from '@platform/prisma';
import { endAnnualSeats } from './annual-seats.js';
import { formatPeriod } from './billing-dates.js';
import { issueInvoice } from './issue-invoice.js';
import { planPricing, planTitle, seatPriceKobo } from './plans.js';
import { monthAfter, planIds } from './subscription.js';

/** Days a renewal invoice may wait before it is overdue. */
const renewalTermDays = 7;

/** At most this many missed periods are caught up at once (an account back after a long absence). */
const catchUpLimit = 12;

/**
 * Renewal, done when the account's billing is next looked at rather than by a timer: every period that
 * has ended applies what was chosen for its end (a downgrade, seats given up), starts the next one and
 * bills it (the plan's fee and the seats billed monthly) as a Pending invoice. Seats paid for a year leave
 * when their year ends, in order with the periods (a year ending within a period is not billed at its end).
 * The update keyed on the old period end lets one request do it when several arrive together.
 */
export async function renewIfDue(prisma: PrismaClient, ownerId: string, now: Date): Promise<void> {
  for (let round = 0; round <= catchUpLimit; round += 1) {
    const before = await prisma.subscription.findUnique({ where: { ownerId } });
    if (!before) return;
    const due = before.currentPeriodEnd <= now;
    await endAnnualSeats(prisma, ownerId, due ? before.currentPeriodEnd : now);
    if (!due || round === catchUpLimit) return;
    const row = await prisma.subscription.findUniqueOrThrow({ where: { ownerId } });
    await prisma.$transaction(async (tx) => {
      const start = row.currentPeriodEnd;
      const end = monthAfter(start);
      const plan = row.planAtPeriodEnd ?? row.plan;
      const extraSeats = Math.max(0, row.extraSeats - row.seatsEndingAtPeriodEnd);
      const moved = await tx.subscription.updateMany({
        where: { ownerId, currentPeriodEnd: row.currentPeriodEnd },
        data: {
          plan,
          planAtPeriodEnd: null,
          extraSeats,
          seatsEndingAtPeriodEnd: 0,
          prepaidSeats: Math.min(row.prepaidSeats, extraSeats),
          currentPeriodStart: start,
          currentPeriodEnd: end,
        },
      });
      if (moved.count === 0) return;
      const fee = planPricing[planIds[plan]].monthlyKobo ?? 0;
      const billedSeats = extraSeats - Math.min(row.prepaidSeats, extraSeats);
      const lines = [
        ...(fee > 0
          ? [
              {
                description: `${planTitle(planIds[plan])}, ${formatPeriod(start, end)}`,
                quantity: 1,
                unitKobo: fee,
              },
            ]
          : []),
        ...(billedSeats > 0
          ? [
              {
                description: `Additional seats, ${formatPeriod(start, end)}`,
                quantity: billedSeats,
                unitKobo: seatPriceKobo.monthly,
              },
            ]
          : []),
      ];
      if (lines.length === 0) return;
      await issueInvoice(
        tx,
        {
          ownerId,
          purpose: 'renewal',
          plan,
          lines,
          withVat: true,
          dueAt: new Date(start.getTime() + renewalTermDays * 86_400_000),
        },
        start,
      );
    });
  }
}
