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

/** Whether `text` can be a reference at all: anything else (a NUL, a space) is no payment, never a query. */
export const isReference = (text: string) => /^[A-Za-z0-9.=-]{1,100}$/.test(text);

/**
 * How long an attempt still waiting at the checkout is handed out again to the same request (a double
 * click, two tabs, a client retrying): one checkout, so the payer is charged once (docs/decisions.md).
 */
export const openAttemptReuseMs = 30 * 60_000;
/** How long a repeated request waits for the first one to get its checkout (the provider's time-out and more). */
const checkoutWaitMs = 20_000;

/** The attempt as it is once the request that opened it has its checkout, or has given up on the provider. */
async function whenOpened(deps: AppDeps, payment: Payment): Promise<Payment> {
  const until = Date.now() + checkoutWaitMs;
  let current: Payment | null = payment;
  while (current && current.status === 'PENDING' && current.checkoutUrl === '' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await deps.prisma.payment.findUnique({ where: { id: payment.id } });
  }
  if (!current || current.checkoutUrl === '') throw new ApiError(503, providerUnavailableMessage);
  return current;
}

/**
 * One attempt: the payment is stored PENDING under a fresh reference, then the provider opens its
 * checkout. The same request again while that attempt is open (same payer, purpose, amount and what it
 * pays for) answers that attempt instead of a second checkout; the payer's row is locked while this is
 * decided, so parallel requests open one. A retry after the attempt failed is a new attempt.
 */
export async function startPayment(deps: AppDeps, start: PaymentStart): Promise<Payment> {
  if (!Number.isSafeInteger(start.amountKobo) || start.amountKobo <= 0) {
    throw new RangeError('A payment is a positive whole number of kobo.');
  }
  // The page the payer comes back to is part of the request: the same payment asked from another page (the
  // contract's Pay after billing's Pay now) gets its own checkout, which returns there.
  const metadata = { purpose: start.purpose, return_path: start.returnPath, ...start.metadata };
  const reference = newReference();
  const { payment, payer, opened } = await deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM users WHERE id = ${start.payerId}::uuid FOR UPDATE`;
    const payer = await tx.user.findUniqueOrThrow({ where: { id: start.payerId } });
    const open = await tx.payment.findFirst({
      where: {
        payerId: payer.id,
        purpose: start.purpose,
        invoiceId: start.invoiceId ?? null,
        amountKobo: BigInt(start.amountKobo),
        status: 'PENDING',
        provider: deps.payments.name,
        metadata: { equals: metadata },
        // Database time, as createdAt is; one left without a checkout (a crash while opening) is not waited for.
        createdAt: { gt: new Date(Date.now() - openAttemptReuseMs) },
        OR: [{ checkoutUrl: { not: '' } }, { createdAt: { gt: new Date(Date.now() - checkoutWaitMs) } }],
      },
      orderBy: { createdAt: 'desc' },
    });
    if (open) return { payment: open, payer, opened: false };
    const payment = await tx.payment.create({
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
    return { payment, payer, opened: true };
  });
  if (!opened) return whenOpened(deps, payment);
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
    // Never left open without a checkout: a repeated request would otherwise be handed it.
    await deps.prisma.payment.update({
      where: { id: payment.id },
      data: { status: 'FAILED', failure: 'The payment provider could not be reached.' },
    });
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.log(`payments: ${error.message}`);
    throw new ApiError(503, providerUnavailableMessage);
  }
}
