import type { Payment, Prisma } from '@platform/prisma';

/** A verified payment of an invoice: the invoice is Paid (once), and what it bought takes effect. */
export async function settleInvoicePayment(
  tx: Prisma.TransactionClient,
  payment: Payment,
  now: Date,
): Promise<void> {
  if (!payment.invoiceId) return;
  await tx.invoice.updateMany({
    where: { id: payment.invoiceId, status: 'PENDING' },
    data: { status: 'PAID', paidAt: payment.paidAt ?? now },
  });
}
