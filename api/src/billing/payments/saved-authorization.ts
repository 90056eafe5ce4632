import type { Payment, SavedAuthorization } from '@platform/prisma';
import { ProviderUnavailable } from './payment-provider.js';
import type { VerifiedCharge } from './payment-provider.js';
import { recordCharge } from './settle-payment.js';
import type { PaymentDeps } from './settle-payment.js';

/*
 * The account's saved card (docs/billing.md, "Saved card"). A card payment of the account's own invoices
 * leaves the provider's reusable authorization, kept for the account (the latest replaces the one before);
 * renewals and added seats charge it without the payer, and fall back to the checkout when it fails.
 */

export const SAVED_CARD_MESSAGES = {
  failed: 'The saved card could not be charged.',
  removed: 'Your saved card was removed. Renewals and seats will be paid at the checkout.',
  none: 'There is no saved card.',
} as const;

/**
 * Charges the saved card for an attempt stored with method "authorization" and records how it ended. One the
 * provider could not be asked about is verified; anything but a success (declined, needing the payer, not
 * known) leaves the attempt Failed, so the caller opens a checkout instead. Should a charge we could not learn
 * of succeed after all, its webhook settles it and the excess over what is owed is refunded.
 */
export async function chargeSavedAuthorization(
  deps: PaymentDeps,
  payment: Payment,
  saved: SavedAuthorization,
  metadata: Record<string, string | number>,
): Promise<Payment> {
  let charge: VerifiedCharge | null;
  try {
    charge = await deps.payments.chargeAuthorization({
      reference: payment.reference,
      amountKobo: Number(payment.amountKobo),
      authorization: { code: saved.code, email: saved.email },
      metadata,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.log(`payments: charging the saved card of ${payment.reference}: ${error.message}`);
    charge = await deps.payments.verify(payment.reference).catch(() => null);
  }
  if (charge && (charge.status === 'success' || charge.status === 'failed'))
    await recordCharge(deps, charge, deps.now());
  await deps.prisma.payment.updateMany({
    where: { id: payment.id, status: { in: ['PENDING', 'ABANDONED'] } },
    data: { status: 'FAILED', failure: charge?.gatewayResponse ?? SAVED_CARD_MESSAGES.failed },
  });
  return deps.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
}
