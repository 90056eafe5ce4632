import type { Invoice } from '@platform/prisma';
import type { AppDeps } from '../deps.js';
import { payableKey } from '../payments/payables.js';
import { paymentView } from '../payments/payment-views.js';
import type { PaymentView } from '../payments/payment-views.js';
import { startPayment } from '../payments/start-payment.js';

/**
 * The checkout for what is still owed on one of the account's invoices: the attempt already open for it
 * (from the seats page, the invoice, Process Payment) when there is one (start-payment.ts).
 */
export async function payInvoice(
  deps: AppDeps,
  invoice: Invoice,
  payerId: string,
  returnPath: string,
): Promise<PaymentView> {
  const payment = await startPayment(deps, {
    payerId,
    purpose: 'invoice',
    invoiceId: invoice.id,
    pays: [{ payable: payableKey('invoice', invoice.id), amountKobo: 'open' }],
    returnPath,
    metadata: { invoice_id: invoice.id },
  });
  return paymentView(payment);
}
