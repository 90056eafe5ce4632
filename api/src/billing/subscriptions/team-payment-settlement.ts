import type { Payment, Prisma } from '@platform/prisma';

/**
 * A verified team payment: its record is Paid for what was applied to the invoice; one that found nothing
 * left to pay (its whole amount refunded) is Failed, so the talent's history shows money that stayed.
 */
export async function settleTeamAllocation(
  tx: Prisma.TransactionClient,
  applied: { appliedKobo: number },
  payment: Payment,
  now: Date,
) {
  await tx.teamPaymentRecord.updateMany({
    where: { reference: payment.reference, status: { not: 'SUCCESS' } },
    data:
      applied.appliedKobo > 0
        ? { status: 'SUCCESS', paidAt: payment.paidAt ?? now, amountKobo: BigInt(applied.appliedKobo) }
        : { status: 'FAILED' },
  });
}
