import type { Payment, Prisma, PrismaClient } from '@platform/prisma';
import type { VerifiedCharge } from './payment-provider.js';
import { settlements } from './settlements.js';

export const amountMismatch = 'The amount charged does not match the amount due.';

/**
 * Records what the provider verified about one attempt. Success needs the exact amount and currency;
 * the PENDING/FAILED/ABANDONED → SUCCESS update is the guard that lets one caller (webhook or return,
 * however many arrive at once) apply the effect; the others find it done.
 */
export async function applyCharge(
  tx: Prisma.TransactionClient,
  charge: VerifiedCharge,
  now: Date,
): Promise<Payment | null> {
  const payment = await tx.payment.findUnique({ where: { reference: charge.reference } });
  if (!payment) return null;
  if (charge.status === 'pending') return payment;
  if (charge.status === 'success') {
    if (BigInt(charge.amountKobo) !== payment.amountKobo || charge.currency !== payment.currency) {
      await tx.payment.updateMany({
        where: { id: payment.id, status: 'PENDING' },
        data: { status: 'FAILED', failure: amountMismatch },
      });
    } else {
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: { not: 'SUCCESS' } },
        data: { status: 'SUCCESS', paidAt: charge.paidAt ?? now, failure: null },
      });
      if (claimed.count === 1) {
        const settled = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
        await settlements[settled.purpose]?.(tx, settled, now);
      }
    }
  } else {
    await tx.payment.updateMany({
      where: { id: payment.id, status: 'PENDING' },
      data: { status: charge.status === 'failed' ? 'FAILED' : 'ABANDONED', failure: charge.gatewayResponse },
    });
  }
  return tx.payment.findUnique({ where: { id: payment.id } });
}

export const recordCharge = (prisma: PrismaClient, charge: VerifiedCharge, now: Date) =>
  prisma.$transaction((tx) => applyCharge(tx, charge, now));
