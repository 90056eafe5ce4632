import { randomBytes } from 'node:crypto';
import type { Payment, PaymentStatus, Prisma, SavedAuthorization } from '@platform/prisma';
import { formatNaira } from '../subscriptions/money.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { paidOn } from '../ledger/journal.js';
import { lockPayables, nothingLeft, owedOn } from './payables.js';
import { ProviderUnavailable } from './payment-provider.js';
import { chargeSavedAuthorization } from './saved-authorization.js';
import { recordCharge } from './settle-payment.js';
import type { PaymentDeps } from './settle-payment.js';

export const providerUnavailableMessage =
  'The payment provider could not be reached. Nothing was charged; try again in a moment.';

/** The most one checkout may ask: far above any plan, seat or team bill, far below a typo's thousandfold. */
export const paymentCeilingKobo = 10_000_000_000;

export const PAYMENT_AMOUNT_MESSAGES = {
  notWhole: 'A payment is a whole number of kobo above zero.',
  aboveCeiling: `A payment can be at most ${formatNaira(paymentCeilingKobo)}.`,
  aboveOwed: (openKobo: number) => `Only ${formatNaira(openKobo)} is still owed.`,
} as const;

export interface PaymentStart {
  payerId: string;
  /** What it is for, shown with the payment: invoice, invoices-due, team-payment, contract-first-payment. */
  purpose: string;
  invoiceId?: string;
  /** The payables it pays ("invoice:<id>"..., payables.ts): a given amount, or `'open'`: all that is left. */
  pays: { payable: string; amountKobo: number | 'open' }[];
  /** The page the payer comes back to; the provider adds `?reference=`. */
  returnPath: string;
  metadata?: Record<string, string | number>;
  /** Runs in the transaction that stores a new attempt (a team payment's record of it). */
  onCreate?: (tx: Prisma.TransactionClient, payment: Payment) => Promise<void>;
  /**
   * Charge this saved card instead of opening a checkout (saved-authorization.ts): the new attempt ends Paid
   * or Failed before the answer. An attempt already open is still the answer, as for any Pay.
   */
  authorization?: SavedAuthorization;
}

/** Paystack allows letters, digits, `-`, `.` and `=`; 24 hex digits cannot be guessed. */
const newReference = () => `plt-${randomBytes(12).toString('hex')}`;

/** Where the provider sends the payer back (payment-return.ts). */
export const paymentReturnPath = '/api/payments/return/';

/** Whether `text` can be a reference at all: anything else (a NUL, a space) is no payment, never a query. */
export const isReference = (text: string) => /^[A-Za-z0-9.=-]{1,100}$/.test(text);

/** An attempt this young is handed out again without asking the provider first (a double click, two tabs). */
export const openAttemptReuseMs = 30 * 60_000;
/** How long a repeated request waits for the first one to get its checkout (the provider's time-out and more). */
const checkoutWaitMs = 20_000;

const unsettled: { in: PaymentStatus[] } = { in: ['PENDING', 'ABANDONED'] };

/** The attempt as it is once the request that opened it has its checkout, or has given up on the provider. */
async function whenOpened(deps: PaymentDeps, payment: Payment): Promise<Payment> {
  const until = Date.now() + checkoutWaitMs;
  let current: Payment | null = payment;
  while (current && current.status === 'PENDING' && current.checkoutUrl === '' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await deps.prisma.payment.findUnique({ where: { id: payment.id } });
  }
  // A saved card's charge has no checkout: it is the answer once it ended, however it ended.
  if (!current || (current.method === 'checkout' && current.checkoutUrl === ''))
    throw new ApiError(503, providerUnavailableMessage);
  return current;
}

/**
 * Before a payable gets a new reference, every older attempt at it that is not settled (abandoned, which
 * is not final at the provider, or open longer than the reuse window) is asked of the provider: one it
 * charged meanwhile is recorded, one it failed is Failed, one still open stays to be handed out again.
 */
async function verifyUnsettled(deps: PaymentDeps, payables: string[]): Promise<void> {
  const attempts = await deps.prisma.payment.findMany({
    where: {
      status: unsettled,
      provider: deps.payments.name,
      allocations: { some: { payable: { in: payables } } },
      AND: [
        { OR: [{ checkoutUrl: { not: '' } }, { method: 'authorization' }] },
        { OR: [{ status: 'ABANDONED' }, { createdAt: { lt: new Date(Date.now() - openAttemptReuseMs) } }] },
      ],
    },
    take: 20,
  });
  for (const attempt of attempts) {
    const charge = await deps.payments.verify(attempt.reference).catch((error: unknown) => {
      if (error instanceof ProviderUnavailable) throw new ApiError(503, providerUnavailableMessage);
      throw error;
    });
    await recordCharge(deps, charge, deps.now());
  }
}

function checkAmount(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new InvalidFieldError('amount', PAYMENT_AMOUNT_MESSAGES.notWhole);
  }
  if (amountKobo > paymentCeilingKobo)
    throw new InvalidFieldError('amount', PAYMENT_AMOUNT_MESSAGES.aboveCeiling);
}

/**
 * One balance per amount owed. Under the lock of every payable it pays: an attempt at one of them that is
 * not settled yet is handed out again (any page, any person: one checkout, so one charge), its return page
 * now the asker's; otherwise a new attempt asks for at most what is still owed (the ledger's count), is
 * stored PENDING under a fresh reference, and the provider opens its checkout.
 */
export async function startPayment(deps: PaymentDeps, start: PaymentStart): Promise<Payment> {
  for (const { amountKobo } of start.pays) if (amountKobo !== 'open') checkAmount(amountKobo);
  const payables = start.pays.map((pay) => pay.payable);
  await verifyUnsettled(deps, payables);
  const metadata = { purpose: start.purpose, ...start.metadata };
  const reference = newReference();
  const { payment, payer, opened } = await deps.prisma.$transaction(async (tx) => {
    await lockPayables(tx, payables);
    const open = await tx.payment.findFirst({
      where: {
        status: unsettled,
        provider: deps.payments.name,
        allocations: { some: { payable: { in: payables } } },
        // One left without a checkout (a crash while opening) is not waited for.
        OR: [{ checkoutUrl: { not: '' } }, { createdAt: { gt: new Date(Date.now() - checkoutWaitMs) } }],
      },
      orderBy: { createdAt: 'asc' },
    });
    if (open) {
      const again = await tx.payment.update({
        where: { id: open.id },
        data: { returnPath: start.returnPath, status: 'PENDING', failure: null },
      });
      return { payment: again, payer: null, opened: false };
    }
    const allocations: { payable: string; amountKobo: bigint }[] = [];
    for (const pay of start.pays) {
      const owed = await owedOn(tx, pay.payable);
      const left = owed
        ? Math.max(0, Math.min(owed.openKobo, owed.owedKobo - (await paidOn(tx, pay.payable))))
        : 0;
      if (pay.amountKobo === 'open') {
        if (left > 0) allocations.push({ payable: pay.payable, amountKobo: BigInt(left) });
        continue;
      }
      if (left === 0) throw nothingLeft(pay.payable);
      if (pay.amountKobo > left)
        throw new InvalidFieldError('amount', PAYMENT_AMOUNT_MESSAGES.aboveOwed(left));
      allocations.push({ payable: pay.payable, amountKobo: BigInt(pay.amountKobo) });
    }
    if (allocations.length === 0) throw nothingLeft(payables[0] ?? '');
    const amountKobo = allocations.reduce((sum, allocation) => sum + allocation.amountKobo, 0n);
    checkAmount(Number(amountKobo));
    const payer = await tx.user.findUniqueOrThrow({ where: { id: start.payerId } });
    const payment = await tx.payment.create({
      data: {
        reference,
        payerId: payer.id,
        purpose: start.purpose,
        invoiceId: start.invoiceId ?? null,
        amountKobo,
        provider: deps.payments.name,
        checkoutUrl: '',
        method: start.authorization ? 'authorization' : 'checkout',
        returnPath: start.returnPath,
        metadata: metadata as Prisma.InputJsonObject,
        allocations: { create: allocations },
      },
    });
    await start.onCreate?.(tx, payment);
    return { payment, payer, opened: true };
  });
  if (!opened || !payer) return whenOpened(deps, payment);
  if (start.authorization) return chargeSavedAuthorization(deps, payment, start.authorization, metadata);
  try {
    const { checkoutUrl } = await deps.payments.initialize({
      reference,
      amountKobo: Number(payment.amountKobo),
      email: payer.email,
      callbackUrl: `${deps.publicUrl}${paymentReturnPath}`,
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
