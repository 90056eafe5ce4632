import type { Invoice, Payment } from '@platform/prisma';
import type { PaymentDeps } from '../payments/settle-payment.js';
import { payableKey } from '../payments/payable-key.js';
import { paymentView } from '../payments/payment-views.js';
import type { PaymentView } from '../payments/payment-views.js';
import { startPayment } from '../payments/start-payment.js';
import type { PaymentStart } from '../payments/start-payment.js';

/**
 * The checkout for what is still owed on one of the account's invoices: the attempt already open for it
 * (from the seats page, the invoice, Process Payment) when there is one (start-payment.ts).
 */
export async function payInvoice(
  deps: PaymentDeps,
  invoice: Invoice,
  payerId: string,
  returnPath: string,
): Promise<PaymentView> {
  return paymentView(await startPayment(deps, invoicePayment(invoice, payerId, returnPath)));
}

const invoicePayment = (invoice: Invoice, payerId: string, returnPath: string): PaymentStart => ({
  payerId,
  purpose: 'invoice',
  invoiceId: invoice.id,
  pays: [{ payable: payableKey('invoice', invoice.id), amountKobo: 'open' }],
  returnPath,
  metadata: { invoice_id: invoice.id },
});

export const SAVED_CARD_PAID = (card: string, last4: string) =>
  `Paid with your saved ${card} card ending ${last4}.`;

export type SavedCardPayment =
  | { status: 'paid'; message: string; payment: PaymentView }
  | { status: 'checkout'; payment: PaymentView };

/**
 * Charges one of the account's invoices to the account's saved card, if it has one: the attempt, Paid or
 * Failed (or one already open for the invoice, as for any Pay); null without a saved card.
 */
export async function chargeSavedCard(
  deps: PaymentDeps,
  invoice: Invoice,
  returnPath: string,
): Promise<Payment | null> {
  const saved = await deps.prisma.savedAuthorization.findUnique({ where: { ownerId: invoice.ownerId } });
  if (!saved || saved.provider !== deps.payments.name) return null;
  return startPayment(deps, {
    ...invoicePayment(invoice, invoice.ownerId, returnPath),
    authorization: saved,
  });
}

/**
 * One of the account's invoices paid with the account's saved card when it has one (Paid before the
 * answer), else, or when the card fails, at the checkout (docs/billing.md, "Saved card").
 */
export async function payWithSavedCard(
  deps: PaymentDeps,
  invoice: Invoice,
  returnPath: string,
): Promise<SavedCardPayment> {
  const charged = await chargeSavedCard(deps, invoice, returnPath);
  if (charged?.status === 'SUCCESS') {
    const saved = await deps.prisma.savedAuthorization.findUnique({ where: { ownerId: invoice.ownerId } });
    return {
      status: 'paid',
      message: SAVED_CARD_PAID(savedCardName(saved?.cardType ?? ''), saved?.last4 ?? ''),
      payment: paymentView(charged),
    };
  }
  return { status: 'checkout', payment: await payInvoice(deps, invoice, invoice.ownerId, returnPath) };
}

/** "visa " as Paystack spells it → "Visa". */
export const savedCardName = (cardType: string) => {
  const name = cardType.trim() || 'card';
  return name.charAt(0).toUpperCase() + name.slice(1);
};
