import type { Payment, Prisma } from '@platform/prisma';
import type { AppDeps } from '../deps.js';
import { mailNotice } from '../notifications/notify.js';
import type { Notice } from '../notifications/notify.js';
import type { VerifiedCharge } from './payment-provider.js';
import { settlements } from './settlements.js';
import type { MailAfterCommit } from './settlements.js';

export const amountMismatch = 'The amount charged does not match the amount due.';

/**
 * Records what the provider verified about one attempt. Success needs the exact amount and currency;
 * the PENDING/FAILED/ABANDONED → SUCCESS update is the guard that lets one caller (webhook or return,
 * however many arrive at once) apply the effect; the others find it done.
 */
export async function applyCharge(
  tx: Prisma.TransactionClient,
  charge: VerifiedCharge,
  now: Date,
  mailAfterCommit: MailAfterCommit,
): Promise<Payment | null> {
  const payment = await tx.payment.findUnique({ where: { reference: charge.reference } });
  if (!payment) return null;
  if (charge.status === 'pending') return payment;
  if (charge.status === 'success') {
    if (BigInt(charge.amountKobo) !== payment.amountKobo || charge.currency !== payment.currency) {
      await tx.payment.updateMany({
        where: { id: payment.id, status: 'PENDING' },
        data: { status: 'FAILED', failure: amountMismatch },
      });
    } else {
      const claimed = await tx.payment.updateMany({
        where: { id: payment.id, status: { not: 'SUCCESS' } },
        data: { status: 'SUCCESS', paidAt: charge.paidAt ?? now, failure: null },
      });
      if (claimed.count === 1) {
        const settled = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
        await settlements[settled.purpose]?.(tx, settled, now, mailAfterCommit);
      }
    }
  } else {
    await tx.payment.updateMany({
      where: { id: payment.id, status: 'PENDING' },
      data: { status: charge.status === 'failed' ? 'FAILED' : 'ABANDONED', failure: charge.gatewayResponse },
    });
  }
  return tx.payment.findUnique({ where: { id: payment.id } });
}

type SettlingDeps = Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'log'>;

/**
 * Runs `work` (which records charges) in one transaction, then e-mails the notices its settlements
 * asked for: only after the commit, so a rolled-back payment tells nobody anything.
 */
export async function inSettlingTransaction<T>(
  deps: SettlingDeps,
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
