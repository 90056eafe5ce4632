import type { PrismaClient } from '@platform/prisma';
import { isReference } from './start-payment.js';

/*
 * Where the provider sends the payer back (Paystack's callback_url, with `?trxref=&reference=` added). One
 * attempt may be handed to several pages and people (one checkout per amount owed), so the page is not
 * fixed when the checkout opens: this address sends the payer on to the page Pay was last pressed on, which
 * verifies the payment as before. The checkout names this address (start-payment.ts, `paymentReturnPath`).
 */

/** Where a return we cannot place goes: billing, which names what is still owed and says it could not tell. */
export const unknownReturnLocation = '/billing?checkout=unknown';

/** The page to go on to, with the reference; billing for one we do not know. */
export async function returnLocation(prisma: PrismaClient, reference: string | undefined): Promise<string> {
  const payment =
    reference && isReference(reference)
      ? await prisma.payment.findUnique({ where: { reference }, select: { returnPath: true } })
      : null;
  if (!payment || !reference) return unknownReturnLocation;
  const page = new URL(payment.returnPath, 'http://return.invalid');
  page.searchParams.set('trxref', reference);
  page.searchParams.set('reference', reference);
  return `${page.pathname}${page.search}`;
}
