import type { Payment, PaymentAllocation, Prisma } from '@platform/prisma';
import { sendReceipts } from '../subscriptions/receipts.js';
import type { AppDeps } from '../../deps.js';
import { paidOn, post, recogniseOwed } from '../ledger/journal.js';
import { mailNotice } from '../../workspace/notifications/notify.js';
import type { Notice } from '../../workspace/notifications/notify.js';
import { lockPayables, owedOn, settlePayable } from './payables.js';
import type { VerifiedCharge } from './payment-provider.js';
import { keepAuthorization } from './keep-authorization.js';
import { issueRefunds } from './refunds.js';
import type { MailAfterCommit } from './settlements.js';

export const amountMismatch = 'The amount charged does not match the amount due.';

/**
 * Shares out one verified charge among the payables the attempt pays, each under its row's lock: no
 * payable takes more than is still owed on it; what the provider collected beyond that (two tabs both
 * paid) is an overpayment, recorded with a refund to be issued once this transaction commits.
 */
export async function settleCharge(
  tx: Prisma.TransactionClient,
  payment: Payment,
  allocations: PaymentAllocation[],
  now: Date,
  mailAfterCommit: MailAfterCommit,
): Promise<void> {
  const paymentId = payment.id;
  const total = Number(payment.amountKobo);
  await post(tx, {
    movement: `charge:${paymentId}`,
    debit: { account: 'cash' },
    credit: { account: 'clearing' },
    amountKobo: total,
    paymentId,
  });
  for (const allocation of [...allocations].sort((a, b) => a.payable.localeCompare(b.payable))) {
    const { payable } = allocation;
    const asked = Number(allocation.amountKobo);
    const owed = await owedOn(tx, payable);
    const paid = await paidOn(tx, payable);
    const remaining = owed ? Math.max(0, Math.min(owed.openKobo, owed.owedKobo - paid)) : 0;
    const applied = Math.min(asked, remaining);
    if (owed && applied > 0) {
      if (owed.owedAsPaid) {
        await post(tx, {
          movement: `owed:${payable}:${paymentId}`,
          debit: { account: 'receivable', payable },
          credit: { account: 'talent-payable', payable },
          amountKobo: applied,
          paymentId,
        });
      } else {
        await recogniseOwed(tx, payable, owed.owedTo);
      }
      await post(tx, {
        movement: `apply:${paymentId}:${payable}`,
        debit: { account: 'clearing' },
        credit: { account: 'receivable', payable },
        amountKobo: applied,
        paymentId,
      });
    }
    await settlePayable(
      tx,
      payable,
      { appliedKobo: applied, remainingKobo: remaining - applied },
      payment,
      now,
      mailAfterCommit,
    );
    const excess = asked - applied;
    if (excess > 0) {
      await post(tx, {
        movement: `excess:${paymentId}:${payable}`,
        debit: { account: 'clearing' },
        credit: { account: 'overpayment', payable },
        amountKobo: excess,
        paymentId,
      });
      await tx.refund.create({ data: { paymentId, payable, amountKobo: BigInt(excess) } });
    }
  }
}

/**
 * Records what the provider verified about one attempt. Success needs the exact amount and currency; the
 * payables it pays are locked first, then the PENDING/FAILED/ABANDONED → SUCCESS update is the guard that
 * lets one caller (webhook or return, however many arrive at once) share the charge out; the others find
 * it done. Abandoned is not final at the provider: such an attempt may still be paid.
 */
export async function applyCharge(
  tx: Prisma.TransactionClient,
  charge: VerifiedCharge,
  now: Date,
  mailAfterCommit: MailAfterCommit,
): Promise<Payment | null> {
  const payment = await tx.payment.findUnique({
    where: { reference: charge.reference },
    include: { allocations: true },
  });
  if (!payment) return null;
  if (charge.status === 'pending') return payment;
  if (charge.status === 'success') {
    if (BigInt(charge.amountKobo) !== payment.amountKobo || charge.currency !== payment.currency) {
      await tx.payment.updateMany({
        where: { id: payment.id, status: { in: ['PENDING', 'ABANDONED'] } },
        data: { status: 'FAILED', failure: amountMismatch },
      });
    } else {
      await lockPayables(
        tx,
        payment.allocations.map((allocation) => allocation.payable),
      );
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: { not: 'SUCCESS' } },
        data: { status: 'SUCCESS', paidAt: charge.paidAt ?? now, failure: null },
      });
      if (claimed.count === 1) {
        const settled = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
        await settleCharge(tx, settled, payment.allocations, now, mailAfterCommit);
        await keepAuthorization(tx, settled, payment.allocations, charge);
      }
    }
  } else {
    await tx.payment.updateMany({
      where: { id: payment.id, status: { in: ['PENDING', 'ABANDONED'] } },
      data: { status: charge.status === 'failed' ? 'FAILED' : 'ABANDONED', failure: charge.gatewayResponse },
    });
  }
  return tx.payment.findUnique({ where: { id: payment.id } });
}

export type SettlingDeps = Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'log' | 'payments' | 'seller'>;

/** What starting and charging a payment needs: settling, and the clock. */
export type PaymentDeps = SettlingDeps & Pick<AppDeps, 'now'>;

/**
 * Runs `work` (which records charges) in one transaction, then e-mails the notices its settlements
 * asked for, issues the refunds it recorded and e-mails the receipts: only after the commit, so a
 * rolled-back payment tells nobody anything and refunds nothing.
 */
export async function inSettlingTransaction<T>(
  deps: SettlingDeps,
  work: (tx: Prisma.TransactionClient, mailAfterCommit: MailAfterCommit) => Promise<T>,
): Promise<T> {
  const result = await inMailingTransaction(deps, work);
  await issueRefunds(deps);
  await sendReceipts(deps);
  return result;
}

/** Runs `work` in one transaction, then e-mails the notices it asked for: only after the commit. */
export async function inMailingTransaction<T>(
  deps: Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'log'>,
  work: (tx: Prisma.TransactionClient, mailAfterCommit: MailAfterCommit) => Promise<T>,
): Promise<T> {
  const toMail: Notice[] = [];
  const result = await deps.prisma.$transaction((tx) => work(tx, (notice) => toMail.push(notice)));
  const mail = { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log };
  for (const notice of toMail) await mailNotice(deps.prisma, notice, mail);
  return result;
}

export const recordCharge = (deps: SettlingDeps, charge: VerifiedCharge, now: Date) =>
  inSettlingTransaction(deps, (tx, mailAfterCommit) => applyCharge(tx, charge, now, mailAfterCommit));
