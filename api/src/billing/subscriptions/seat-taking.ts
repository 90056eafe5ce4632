import type { Prisma, PrismaClient } from '@platform/prisma';
import type { DomainError } from '../../platform/errors/domain-errors.js';
import type { ApiError } from '../../platform/http/api-error.js';
import { renewIfDue } from './billing-period.js';
import { seatHolders, seatLimitRefusal, seatSummary } from './subscription.js';

/*
 * The seat rules other domains call when someone joins an account's project (docs/decisions.md, "Billing").
 * Seats are counted on the account as it is now: a period or a year of seats that has ended is renewed or
 * taken off first, as any read of the account's billing does.
 */

/** 402 to the inviter when every seat of the owner's account is occupied (the page links to Add Seats). */
export async function assertSeatAvailable(prisma: PrismaClient, ownerId: string, now: Date): Promise<void> {
  await renewIfDue(prisma, ownerId, now);
  const { available } = await seatSummary(prisma, ownerId, now);
  if (available < 1) throw seatLimitRefusal();
}

/**
 * Checks, in the transaction that then makes `userId` a member, that the owner's account has a seat for
 * them. The owner's row stays locked until that transaction ends, so parallel joins are counted one after
 * the other and never exceed the seats. Someone already holding a seat of the account (a member of another
 * of its projects) needs no second one. Call `renewIfDue` before the transaction.
 */
export async function takeSeat(
  tx: Prisma.TransactionClient,
  ownerId: string,
  userId: string,
  now: Date,
  refusal: () => ApiError | DomainError = seatLimitRefusal,
): Promise<void> {
  await tx.$executeRaw`SELECT id FROM users WHERE id = ${ownerId}::uuid FOR UPDATE`;
  const held = await tx.projectMember.findFirst({
    where: { AND: [seatHolders(ownerId), { userId }] },
    select: { userId: true },
  });
  if (held) return;
  const { available } = await seatSummary(tx, ownerId, now);
  if (available < 1) throw refusal();
}
