import type { Invoice, PrismaClient } from '@platform/prisma';
import { payableKey } from '../payments/payable-key.js';
import { settleCharge } from '../payments/settle-payment.js';

/**
 * Development's demo: an invoice paid in full at `paidAt`, recorded as a verified charge and settled by the
 * code that settles real ones (the ledger, the invoice, what paying it sets off), so the demo's figures follow
 * the rules. It is started when it was paid (the money desk lists payments by when they started, and a demo
 * whose payments all began at seeding time reads as one charge made several times). Its receipt can be
 * downloaded, but nobody is e-mailed about it.
 */
export async function settleSeededInvoice(
  prisma: PrismaClient,
  invoice: Invoice,
  paidAt: Date,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const payment = await tx.payment.create({
      data: {
        reference: `plt-demo-${invoice.number}`,
        payerId: invoice.ownerId,
        purpose: 'invoice',
        invoiceId: invoice.id,
        amountKobo: invoice.totalKobo,
        provider: 'seed',
        status: 'SUCCESS',
        checkoutUrl: '',
        createdAt: paidAt,
        paidAt,
        receiptSentAt: paidAt,
        allocations: {
          create: { payable: payableKey('invoice', invoice.id), amountKobo: invoice.totalKobo },
        },
      },
      include: { allocations: true },
    });
    await settleCharge(tx, payment, payment.allocations, paidAt, () => undefined);
  });
}
