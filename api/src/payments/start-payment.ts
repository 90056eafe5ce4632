import { randomBytes } from 'node:crypto';
import type { Payment, Prisma } from '@platform/prisma';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/api-error.js';
import { ProviderUnavailable } from './payment-provider.js';

export const providerUnavailableMessage =
  'The payment provider could not be reached. Nothing was charged; try again in a moment.';

export interface PaymentStart {
  payerId: string;
  /** A key of `settlements` (settlements.ts). */
  purpose: string;
  invoiceId?: string;
  amountKobo: number;
  /** The page the payer comes back to; the provider adds `?reference=`. */
  returnPath: string;
  metadata?: Record<string, string | number>;
}

/** Paystack allows letters, digits, `-`, `.` and `=`; 24 hex digits cannot be guessed. */
const newReference = () => `plt-${randomBytes(12).toString('hex')}`;

/**
 * One attempt: the payment is stored PENDING under a fresh reference, then the provider opens its
 * checkout. Retrying is a new attempt with a new reference.
 */
export async function startPayment(deps: AppDeps, start: PaymentStart): Promise<Payment> {
  if (!Number.isSafeInteger(start.amountKobo) || start.amountKobo <= 0) {
    throw new RangeError('A payment is a positive whole number of kobo.');
  }
  const payer = await deps.prisma.user.findUniqueOrThrow({ where: { id: start.payerId } });
  const reference = newReference();
  const metadata = { purpose: start.purpose, ...start.metadata };
  const payment = await deps.prisma.payment.create({
    data: {
      reference,
      payerId: payer.id,
      purpose: start.purpose,
      invoiceId: start.invoiceId ?? null,
      amountKobo: BigInt(start.amountKobo),
      provider: deps.payments.name,
      checkoutUrl: '',
      metadata: metadata as Prisma.InputJsonObject,
    },
  });
  try {
    const { checkoutUrl } = await deps.payments.initialize({
      reference,
      amountKobo: start.amountKobo,
      email: payer.email,
      callbackUrl: `${deps.publicUrl}${start.returnPath}`,
      metadata,
    });
    return await deps.prisma.payment.update({ where: { id: payment.id }, data: { checkoutUrl } });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.log(`payments: ${error.message}`);
    await deps.prisma.payment.update({
      where: { id: payment.id },
      data: { status: 'FAILED', failure: 'The payment provider could not be reached.' },
    });
    throw new ApiError(503, providerUnavailableMessage);
  }
}
