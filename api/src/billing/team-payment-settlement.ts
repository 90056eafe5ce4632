import type { Payment, Prisma } from '@platform/prisma';

/** A verified team payment: its record is Paid, once. */
export async function settleTeamPayment(tx: Prisma.TransactionClient, payment: Payment, now: Date) {
  await tx.teamPaymentRecord.updateMany({
    where: { reference: payment.reference, status: { not: 'SUCCESS' } },
    data: { status: 'SUCCESS', paidAt: payment.paidAt ?? now },
  });
}
