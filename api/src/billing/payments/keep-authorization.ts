import type { Payment, PaymentAllocation, Prisma } from '@platform/prisma';
import type { VerifiedCharge } from './payment-provider.js';

/* Keeping the card of a settled payment for its payer's account (saved-authorization.ts charges it). */

/**
 * In the transaction that settles a checkout payment: keeps its card when the provider says it may be charged
 * again and the payer paid at least one invoice of their own account (an approver paying someone else's
 * contract instalment gives that account no card of theirs).
 */
export async function keepAuthorization(
  tx: Prisma.TransactionClient,
  payment: Payment,
  allocations: PaymentAllocation[],
  charge: VerifiedCharge,
): Promise<void> {
  const card = charge.authorization;
  if (!card || payment.method !== 'checkout') return;
  const invoiceIds = allocations
    .map((allocation) => /^invoice:(.+)$/.exec(allocation.payable)?.[1])
    .filter((id): id is string => id !== undefined);
  const own = await tx.invoice.count({ where: { id: { in: invoiceIds }, ownerId: payment.payerId } });
  if (own === 0) return;
  const saved = {
    provider: payment.provider,
    code: card.code,
    email: card.email,
    cardType: card.cardType,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    bank: card.bank,
    reference: payment.reference,
    savedAt: charge.paidAt ?? new Date(),
  };
  await tx.savedAuthorization.upsert({
    where: { ownerId: payment.payerId },
    create: { ownerId: payment.payerId, ...saved },
    update: saved,
  });
}
