import { randomUUID } from 'node:crypto';
import type { Payout, PayoutStatus, Prisma, PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { invoiceNumber } from '../../billing/subscriptions/team-invoice-terms.js';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { ApiError } from '../../platform/http/api-error.js';
import { post } from '../../billing/ledger/journal.js';
import {
  AccountNotResolved,
  ProviderUnavailable,
  TransferNotFound,
  TransferRefused,
} from '../../billing/payments/payment-provider.js';
import type { VerifiedTransfer } from '../../billing/payments/payment-provider.js';
import { notify } from '../../workspace/notifications/notify.js';
import type { Notice } from '../../workspace/notifications/notify.js';
import { inMailingTransaction } from '../../billing/payments/settle-payment.js';
import type { MailAfterCommit } from '../../billing/payments/settlements.js';
import { recordStaffAction } from '../console/audit-log.js';
import type { StaffActor } from '../console/require-staff.js';
import { maskedAccountNumber } from '../talent/talent-pool-rules.js';
import { bankCodeOf } from './nigerian-banks.js';
import { fundingOf } from './payout-funding.js';
import { payoutInclude, staffPayoutView, statusOfKey } from './payout-views.js';
import type { PayoutStatusKey, PayoutWithParts } from './payout-views.js';

/*
 * Payouts (docs/decisions.md, "Paying the team"): Finance (or an Admin) processes a talent's payout through
 * the provider's transfers: the talent's bank account is checked with the provider (account resolve), a
 * transfer recipient made for it, the payout claimed (Pending or Failed → Processing, so however many
 * presses arrive at once, one sends), the transfer sent under a reference of our own and verified. Its
 * outcome (here, or later by the transfer webhooks) settles it: Paid posts the money leaving to the ledger,
 * Failed keeps the provider's reason, and a Failed payout is retried under a new reference.
 */

export const PAYOUT_MESSAGES = {
  notFound: 'Payout not found.',
  alreadyPaid: 'This payout is already paid.',
  processing: 'This payout is being processed: its transfer’s outcome is awaited.',
  noBank: (name: string) => `${name} has no payout account: add their bank account in the talent pool first.`,
  unknownBank: (bank: string) =>
    `The bank “${bank}” is not one we can pay: correct the talent’s bank in the talent pool.`,
  notResolved: (account: string, bank: string, why: string) =>
    `The bank could not confirm account ${account} at ${bank} (${why}): correct the talent’s bank details in the talent pool.`,
  providerUnavailable: 'The payment provider could not be reached. Nothing was sent; try again in a moment.',
  transferFailed: 'The transfer failed.',
  reversed: (why: string) => `The transfer was reversed${why ? `: ${why}` : '.'}`,
  amountMismatch: 'The amount sent does not match the payout.',
  neverSent: 'The payment provider has no record of this transfer: nothing was sent. Retry sends it again.',
  unfunded: (instalment: string, invoice: string | null, milestone: string) =>
    `The client has not paid ${instalment}${invoice ? ` (${invoice})` : ''}, which funds ${milestone}: this payout can be processed once it is paid.`,
} as const;

/** What the talent is told when their payout is settled (their "Payments and refunds" choices). */
export const PAYOUT_NOTICES = {
  paid: (amount: string, milestone: string) => `Your payout of ${amount} for ${milestone} was paid`,
  paidBody: (amount: string, project: string) =>
    `${amount} was sent to your bank account for your work on ${project}.`,
  failed: (amount: string, milestone: string) => `Your payout of ${amount} for ${milestone} failed`,
  failedBody: (reason: string) => `${reason} Buildbay will pay it again once this is put right.`,
} as const;

/** Where the talent reads their payouts. */
const PLACEMENTS_LINK = '/project/placements';

/** A Processing payout whose outcome has not arrived in this long may be checked with the provider again. */
export const RECHECK_AFTER_MS = 10 * 60_000;
/**
 * A transfer the provider still has no record of this long after it was sent never reached it (the request
 * was lost before the provider made it): the payout is Failed, so it can be retried under a new reference.
 */
export const NEVER_SENT_AFTER_MS = 60 * 60_000;

export async function listPayouts(prisma: PrismaClient, status: PayoutStatusKey | undefined) {
  const [rows, counts] = await Promise.all([
    prisma.payout.findMany({
      where: status ? { status: statusOfKey(status) } : {},
      include: payoutInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 200,
    }),
    prisma.payout.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const count = (which: PayoutStatus) => counts.find((row) => row.status === which)?._count._all ?? 0;
  const funding = await fundingOf(prisma, rows);
  return {
    payouts: rows.map((row) => staffPayoutView(row, funding.get(row.id) ?? null)),
    counts: {
      pending: count('PENDING'),
      processing: count('PROCESSING'),
      paid: count('PAID'),
      failed: count('FAILED'),
    },
  };
}

const findPayout = async (prisma: PrismaClient | Prisma.TransactionClient, id: string) => {
  const payout = await prisma.payout.findUnique({ where: { id }, include: payoutInclude });
  if (!payout) throw new NotFoundError(PAYOUT_MESSAGES.notFound);
  return payout;
};

const viewOf = async (prisma: PrismaClient, id: string) => {
  const payout = await findPayout(prisma, id);
  const funding = await fundingOf(prisma, [payout]);
  return staffPayoutView(payout, funding.get(id) ?? null);
};

/** The talent told of a payout that became Paid or Failed: stored with the settling, mailed after its commit. */
async function tellTalent(
  tx: Prisma.TransactionClient,
  payoutId: string,
  mailAfterCommit: MailAfterCommit,
): Promise<void> {
  const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId }, include: payoutInclude });
  const userId = payout.talent.userId;
  if (!userId || (payout.status !== 'PAID' && payout.status !== 'FAILED')) return;
  const amount = naira(payout);
  const milestone = payout.teamInvoice.milestone?.title ?? invoiceNumber(payout.teamInvoice.number);
  const notice: Notice =
    payout.status === 'PAID'
      ? {
          userId,
          kind: 'billing',
          title: PAYOUT_NOTICES.paid(amount, milestone),
          body: PAYOUT_NOTICES.paidBody(amount, payout.teamInvoice.teamPayment.project.name),
          link: PLACEMENTS_LINK,
        }
      : {
          userId,
          kind: 'billing',
          title: PAYOUT_NOTICES.failed(amount, milestone),
          body: PAYOUT_NOTICES.failedBody(payout.failure ?? PAYOUT_MESSAGES.transferFailed),
          link: PLACEMENTS_LINK,
        };
  await notify(tx, notice);
  mailAfterCommit(notice);
}

/**
 * What a transfer's outcome does to its payout, once: success → Paid (the money leaving is posted),
 * failed → Failed with the reason, reversed → Failed (and the money back, when it had been Paid); the
 * talent is told of the change by the update that made it (so once, whoever settles it). A reference that
 * is not a payout's is left alone.
 */
export async function settleTransfer(
  tx: Prisma.TransactionClient,
  transfer: VerifiedTransfer,
  now: Date,
  mailAfterCommit: MailAfterCommit,
): Promise<Payout | null> {
  const payout = await tx.payout.findUnique({ where: { reference: transfer.reference } });
  if (!payout) return null;
  const where = { id: payout.id, reference: transfer.reference };
  const transferCode = transfer.transferCode || payout.transferCode;
  if (transfer.status === 'success') {
    if (BigInt(transfer.amountKobo) !== payout.amountKobo) {
      await tx.payout.updateMany({
        where: { ...where, status: 'PROCESSING' },
        data: { failure: PAYOUT_MESSAGES.amountMismatch, transferCode },
      });
    } else {
      const paid = await tx.payout.updateMany({
        where: { ...where, status: 'PROCESSING' },
        data: { status: 'PAID', paidAt: now, failure: null, transferCode },
      });
      if (paid.count === 1) {
        await tellTalent(tx, payout.id, mailAfterCommit);
        await post(tx, {
          movement: `payout:${transfer.reference}`,
          debit: { account: 'talent-payable' },
          credit: { account: 'cash' },
          amountKobo: Number(payout.amountKobo),
        });
      }
    }
  } else if (transfer.status === 'failed') {
    const failed = await tx.payout.updateMany({
      where: { ...where, status: 'PROCESSING' },
      data: { status: 'FAILED', failure: transfer.reason || PAYOUT_MESSAGES.transferFailed, transferCode },
    });
    if (failed.count === 1) await tellTalent(tx, payout.id, mailAfterCommit);
  } else if (transfer.status === 'reversed') {
    const reversed = await tx.payout.updateMany({
      where: { ...where, status: { in: ['PROCESSING', 'PAID'] } },
      data: {
        status: 'FAILED',
        failure: PAYOUT_MESSAGES.reversed(transfer.reason),
        paidAt: null,
        transferCode,
      },
    });
    if (reversed.count === 1) await tellTalent(tx, payout.id, mailAfterCommit);
    if (reversed.count === 1 && payout.status === 'PAID') {
      await post(tx, {
        movement: `payout-reversed:${transfer.reference}`,
        debit: { account: 'cash' },
        credit: { account: 'talent-payable' },
        amountKobo: Number(payout.amountKobo),
      });
    }
  } else if (transferCode !== payout.transferCode) {
    await tx.payout.updateMany({ where, data: { transferCode } });
  }
  return tx.payout.findUnique({ where: { id: payout.id } });
}

type PayoutDeps = Pick<AppDeps, 'prisma' | 'payments' | 'now' | 'log' | 'mailer' | 'publicUrl'>;

const unavailable = () => new ApiError(503, PAYOUT_MESSAGES.providerUnavailable);

/** The talent's account checked with the provider and made a transfer recipient; nothing is changed here. */
async function recipientFor(deps: PayoutDeps, payout: PayoutWithParts) {
  const { talent } = payout;
  if (!talent.bankName || !talent.bankAccountNumber)
    throw new InvalidFieldError('bank', PAYOUT_MESSAGES.noBank(talent.name));
  const bankCode = bankCodeOf(talent.bankName);
  if (!bankCode) throw new InvalidFieldError('bank', PAYOUT_MESSAGES.unknownBank(talent.bankName));
  const accountNumber = talent.bankAccountNumber;
  try {
    const { accountName } = await deps.payments.resolveAccount(accountNumber, bankCode);
    const { recipientCode } = await deps.payments.createTransferRecipient({
      name: accountName,
      accountNumber,
      bankCode,
    });
    return { accountName, recipientCode };
  } catch (error) {
    if (error instanceof AccountNotResolved) {
      const why = error.message.replace(/\.$/, '');
      throw new InvalidFieldError(
        'bank',
        PAYOUT_MESSAGES.notResolved(maskedAccountNumber(accountNumber), talent.bankName, why),
      );
    }
    if (error instanceof ProviderUnavailable) throw unavailable();
    throw error;
  }
}

const naira = (payout: Payout) => formatNaira(Number(payout.amountKobo));

/**
 * How a Processing payout's transfer stands at the provider; one it has no record of is failed once
 * NEVER_SENT_AFTER_MS have passed since it was sent, and is still awaited (null) before that.
 */
async function askedOfProvider(deps: PayoutDeps, payout: Payout): Promise<VerifiedTransfer | null> {
  const reference = payout.reference ?? '';
  try {
    return await deps.payments.verifyTransfer(reference);
  } catch (error) {
    if (!(error instanceof TransferNotFound)) throw error;
    const sentAt = payout.processedAt?.getTime() ?? 0;
    if (deps.now().getTime() - sentAt < NEVER_SENT_AFTER_MS) return null;
    return {
      reference,
      status: 'failed',
      amountKobo: 0,
      transferCode: '',
      reason: PAYOUT_MESSAGES.neverSent,
    };
  }
}

/** A Processing payout left without an outcome: asked of the provider again (never sent again). */
async function recheck(deps: PayoutDeps, staff: StaffActor, payout: PayoutWithParts) {
  if (
    !payout.reference ||
    (payout.processedAt && deps.now().getTime() - payout.processedAt.getTime() < RECHECK_AFTER_MS)
  )
    throw new ConflictError(PAYOUT_MESSAGES.processing);
  let transfer: VerifiedTransfer | null;
  try {
    transfer = await askedOfProvider(deps, payout);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw unavailable();
    throw error;
  }
  if (!transfer) throw new ConflictError(PAYOUT_MESSAGES.processing);
  const outcome = transfer;
  await inMailingTransaction(deps, async (tx, mailAfterCommit) => {
    const after = await settleTransfer(tx, outcome, deps.now(), mailAfterCommit);
    await recordStaffAction(tx, staff, {
      action: 'payout.checked',
      subjectType: 'payout',
      subjectId: payout.id,
      summary: `Checked the transfer of ${naira(payout)} to ${payout.talent.name}: ${after?.status ?? payout.status}`,
      before: { status: payout.status },
      after: { status: after?.status ?? payout.status },
    });
  });
}

/**
 * Process Payment (and Retry after a failure): one transfer per press that claims the payout. Bad bank
 * details are refused before anything changes; a provider that refuses the transfer leaves the payout
 * Failed with its reason; one that cannot say leaves it Processing for the webhook or a later check.
 */
export async function processPayout(deps: PayoutDeps, staff: StaffActor, id: string) {
  const payout = await findPayout(deps.prisma, id);
  if (payout.status === 'PAID') throw new ConflictError(PAYOUT_MESSAGES.alreadyPaid);
  if (payout.status === 'PROCESSING') {
    await recheck(deps, staff, payout);
    return viewOf(deps.prisma, id);
  }
  const funding = (await fundingOf(deps.prisma, [payout])).get(id);
  if (funding && !funding.paid) {
    throw new ConflictError(
      PAYOUT_MESSAGES.unfunded(
        funding.instalment,
        funding.invoice_number,
        payout.teamInvoice.milestone?.title ?? '',
      ),
    );
  }
  const { accountName, recipientCode } = await recipientFor(deps, payout);
  const reference = `plt-payout-${randomUUID()}`;
  const retry = payout.status === 'FAILED';
  const invoice = invoiceNumber(payout.teamInvoice.number);
  await deps.prisma.$transaction(async (tx) => {
    const claimed = await tx.payout.updateMany({
      where: { id, status: payout.status },
      data: {
        status: 'PROCESSING',
        reference,
        recipientCode,
        accountName,
        transferCode: null,
        failure: null,
        processedById: staff.userId,
        processedAt: deps.now(),
      },
    });
    if (claimed.count === 0) {
      const now = await tx.payout.findUniqueOrThrow({ where: { id } });
      throw new ConflictError(
        now.status === 'PAID' ? PAYOUT_MESSAGES.alreadyPaid : PAYOUT_MESSAGES.processing,
      );
    }
    await recordStaffAction(tx, staff, {
      action: retry ? 'payout.retried' : 'payout.processed',
      subjectType: 'payout',
      subjectId: id,
      summary: `${retry ? 'Retried' : 'Processed'} the payout of ${naira(payout)} to ${payout.talent.name} for ${invoice} (${payout.teamInvoice.teamPayment.project.name})`,
      before: { status: payout.status, failure: payout.failure },
      after: { status: 'PROCESSING', reference, account_name: accountName },
    });
  });
  let transfer: VerifiedTransfer | null = null;
  try {
    transfer = await deps.payments.initiateTransfer({
      reference,
      amountKobo: Number(payout.amountKobo),
      recipientCode,
      reason: `Buildbay: ${invoice}, ${payout.teamInvoice.milestone?.title ?? 'team pay'}`,
    });
    if (transfer.status === 'pending') transfer = await deps.payments.verifyTransfer(reference);
  } catch (error) {
    if (error instanceof TransferRefused) {
      transfer = { reference, status: 'failed', amountKobo: 0, transferCode: '', reason: error.message };
    } else if (error instanceof ProviderUnavailable || error instanceof TransferNotFound) {
      // The transfer may exist: it stays Processing, settled by its webhook or a later check, never sent again.
      deps.log(`payouts: transfer ${reference} not confirmed: ${error.message}`);
    } else {
      throw error;
    }
  }
  if (transfer) {
    const outcome = transfer;
    await inMailingTransaction(deps, (tx, mailAfterCommit) =>
      settleTransfer(tx, outcome, deps.now(), mailAfterCommit),
    );
  }
  return viewOf(deps.prisma, id);
}

/**
 * The hourly re-check (with the other sweeps in api/src/server.ts): a payout left Processing for
 * RECHECK_AFTER_MS (the provider could not be reached when it was sent, and no webhook came) is asked of the
 * provider and settled, Paid or Failed with the reason; nothing is ever sent again. One the provider still
 * cannot say stays Processing for the next run. Several processes at once settle it once. Answers how many
 * it settled.
 */
export async function recheckProcessingPayouts(deps: PayoutDeps): Promise<number> {
  const stale = await deps.prisma.payout.findMany({
    where: {
      status: 'PROCESSING',
      reference: { not: null },
      processedAt: { lte: new Date(deps.now().getTime() - RECHECK_AFTER_MS) },
    },
    orderBy: { processedAt: 'asc' },
    take: 200,
  });
  let settled = 0;
  for (const payout of stale) {
    let transfer: VerifiedTransfer | null;
    try {
      transfer = await askedOfProvider(deps, payout);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      deps.log(`payouts: transfer ${payout.reference ?? ''} still not confirmed: ${error.message}`);
      continue;
    }
    if (!transfer) continue;
    const outcome = transfer;
    const after = await inMailingTransaction(deps, (tx, mailAfterCommit) =>
      settleTransfer(tx, outcome, deps.now(), mailAfterCommit),
    );
    if (after && after.status !== 'PROCESSING') settled += 1;
  }
  return settled;
}
