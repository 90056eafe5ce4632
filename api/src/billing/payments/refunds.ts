import type { AppDeps } from '../../deps.js';
import { formatNaira } from '../subscriptions/money.js';
import { post } from '../ledger/journal.js';
import { mailNotice, notify } from '../../workspace/notifications/notify.js';
import { ProviderUnavailable } from './payment-provider.js';

/*
 * Overpayments go back the way they came: each refund recorded by a settlement (settle-payment.ts) is
 * asked of the provider (Paystack's POST /refund) once that settlement has committed. One process claims
 * a refund (PENDING → ISSUING) before asking, so it is asked once; a provider that cannot be reached
 * leaves it PENDING for the next settlement or start to ask again. The payer is told in the app and by
 * e-mail.
 */

export const refundNotice = (amountKobo: number, reference: string) => ({
  title: 'Overpayment refunded',
  body:
    `${formatNaira(amountKobo)} of payment ${reference} was more than was still owed, so it has been ` +
    'refunded to the card or account that paid it.',
});

type RefundDeps = Pick<AppDeps, 'prisma' | 'payments' | 'mailer' | 'publicUrl' | 'log'>;

export async function issueRefunds(deps: RefundDeps): Promise<void> {
  const waiting = await deps.prisma.refund.findMany({
    where: { status: 'PENDING' },
    include: { payment: true },
    orderBy: { createdAt: 'asc' },
    take: 50,
  });
  for (const refund of waiting) {
    const claimed = await deps.prisma.refund.updateMany({
      where: { id: refund.id, status: 'PENDING' },
      data: { status: 'ISSUING' },
    });
    if (claimed.count === 0) continue;
    const amountKobo = Number(refund.amountKobo);
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await deps.payments.refund(refund.payment.reference, amountKobo));
    } catch (error) {
      const unavailable = error instanceof ProviderUnavailable;
      await deps.prisma.refund.update({
        where: { id: refund.id },
        data: { status: unavailable ? 'PENDING' : 'FAILED', failure: (error as Error).message },
      });
      deps.log(`payments: refund ${refund.id} of ${refund.payment.reference}: ${(error as Error).message}`);
      continue;
    }
    const notice = {
      userId: refund.payment.payerId,
      kind: 'billing' as const,
      ...refundNotice(amountKobo, refund.payment.reference),
      link: '/billing',
    };
    await deps.prisma.$transaction(async (tx) => {
      await tx.refund.update({
        where: { id: refund.id },
        data: { status: 'REFUNDED', providerRefundId, refundedAt: new Date(), failure: null },
      });
      await post(tx, {
        movement: `refund:${refund.id}`,
        debit: { account: 'overpayment', payable: refund.payable },
        credit: { account: 'cash', payable: refund.payable },
        amountKobo,
        paymentId: refund.paymentId,
      });
      await notify(tx, notice);
    });
    await mailNotice(deps.prisma, notice, { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log });
  }
}
