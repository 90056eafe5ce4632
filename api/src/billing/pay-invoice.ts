import type { Invoice } from '@platform/prisma';
import type { AppDeps } from '../deps.js';
import { paymentView } from '../payments/payment-views.js';
import type { PaymentView } from '../payments/payment-views.js';
import { startPayment } from '../payments/start-payment.js';

/** A new attempt to pay one of the account's invoices at the provider's checkout. */
export async function payInvoice(deps: AppDeps, invoice: Invoice, returnPath: string): Promise<PaymentView> {
  const payment = await startPayment(deps, {
    payerId: invoice.ownerId,
    purpose: 'invoice',
    invoiceId: invoice.id,
    amountKobo: Number(invoice.totalKobo),
    returnPath,
    metadata: { invoice_id: invoice.id },
  });
  return paymentView(payment);
}
