import { sendReceipts } from '../subscriptions/receipts.js';
import type { AppDeps } from '../../deps.js';
import { issueRefunds } from './refunds.js';
import { recordCharge } from './settle-payment.js';

/*
 * What a crash (kill -9) can leave open, settled when the server starts again: an attempt stored without its
 * checkout (the process died while opening it), and a charge the provider took whose webhook never reached
 * us (the process died in between; Paystack would retry, the embedded test checkout does not). Runs after
 * the server listens and never stops it. Refunds of overpayments still waiting are asked again too.
 */

/** How far back a start looks for attempts the provider may have settled meanwhile. */
const lookBackMs = 24 * 3_600_000;
/** Longer than any opening takes (start-payment.ts waits 20 s for one). */
const openingMs = 60_000;

export const neverOpenedMessage = 'The checkout was never opened.';

type OpenPaymentsDeps = Pick<AppDeps, 'prisma' | 'payments' | 'mailer' | 'publicUrl' | 'log' | 'seller'>;

export async function settleOpenPayments(deps: OpenPaymentsDeps): Promise<void> {
  const now = Date.now();
  await deps.prisma.payment.updateMany({
    where: {
      status: 'PENDING',
      method: 'checkout',
      checkoutUrl: '',
      createdAt: { lt: new Date(now - openingMs) },
    },
    data: { status: 'FAILED', failure: neverOpenedMessage },
  });
  const open = await deps.prisma.payment.findMany({
    where: {
      status: 'PENDING',
      provider: deps.payments.name,
      // A saved card charged when the process died is asked about too: it may have been charged.
      OR: [{ checkoutUrl: { not: '' } }, { method: 'authorization' }],
      createdAt: { gt: new Date(now - lookBackMs) },
    },
    orderBy: { createdAt: 'asc' },
    take: 100,
  });
  for (const payment of open) {
    const charge = await deps.payments.verify(payment.reference);
    // Still at the checkout (pending, abandoned) stays open: the payer may yet pay.
    if (charge.status === 'success' || charge.status === 'failed')
      await recordCharge(deps, charge, new Date());
  }
  // An overpayment whose refund the provider could not take before the stop is asked again, and a receipt
  // the stop kept from going out is sent.
  await issueRefunds(deps);
  await sendReceipts(deps);
}
