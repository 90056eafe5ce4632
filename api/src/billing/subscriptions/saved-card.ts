import type { PrismaClient } from '@platform/prisma';
import { ApiError } from '../../platform/http/api-error.js';
import { SAVED_CARD_MESSAGES } from '../payments/saved-authorization.js';
import { savedCardName } from './pay-invoice.js';

/** What Billing shows of the account's saved card: never the provider's authorization code. */
export async function savedCardView(prisma: PrismaClient, ownerId: string) {
  const saved = await prisma.savedAuthorization.findUnique({ where: { ownerId } });
  return (
    saved && {
      card_type: savedCardName(saved.cardType),
      last4: saved.last4,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      bank: saved.bank,
      saved_at: saved.savedAt.toISOString(),
    }
  );
}

/**
 * The owner forgets the card: only we hold its authorization (charged with our secret key), so deleting our
 * copy is what stops every later charge; renewals and seats go to the checkout again.
 */
export async function removeSavedCard(prisma: PrismaClient, ownerId: string) {
  const removed = await prisma.savedAuthorization.deleteMany({ where: { ownerId } });
  if (removed.count === 0) throw new ApiError(404, SAVED_CARD_MESSAGES.none);
  return { message: SAVED_CARD_MESSAGES.removed, card: null };
}
