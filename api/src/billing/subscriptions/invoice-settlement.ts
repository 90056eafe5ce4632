import { z } from '@hono/zod-openapi';
import type { Invoice, Payment, Prisma } from '@platform/prisma';
import { markPartPaid } from '../../workspace/milestones/milestone-payment.js';
import { settleFirstPayment } from '../../workspace/onboarding/first-payment.js';
import type { MailAfterCommit } from '../payments/settlements.js';
import { recordActivity } from '../../workspace/events/record-activity.js';
import { recordAnnualSeats } from './annual-seats.js';
import { invoiceNumberText } from './invoice-numbers.js';
import { accountSubscription } from './subscription.js';

/** What an invoice buys, applied when it is paid (issue-invoice.ts writes it). */
const EffectSchema = z.object({
  plan: z.enum(['FREE_STARTER', 'STARTUP', 'GROWTH', 'ENTERPRISE']).optional(),
  extraSeats: z.number().int().positive().optional(),
  prepaidSeats: z.number().int().positive().optional(),
});
export type InvoiceEffect = z.infer<typeof EffectSchema>;

/** The invoice is Paid (once) and what it bought takes effect in the same transaction. */
async function payInvoice(
  tx: Prisma.TransactionClient,
  invoiceId: string,
  paidAt: Date,
): Promise<Invoice | null> {
  const paid = await tx.invoice.updateMany({
    where: { id: invoiceId, status: 'PENDING' },
    data: { status: 'PAID', paidAt },
  });
  if (paid.count === 0) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
  await applyEffect(tx, invoice, paidAt);
  // The owner's open tabs learn at once (the signed-in app's banner of an unpaid bill goes away).
  await recordActivity(tx, {
    projectId: null,
    actorId: null,
    kind: 'invoice.paid',
    subjectId: invoice.id,
    summary: `${invoiceNumberText(invoice.kind, invoice.number)} is paid`,
    audience: [invoice.ownerId],
  });
  return invoice;
}

/** What the invoice bought (a plan, seats) is the account's from the moment it is paid. */
async function applyEffect(tx: Prisma.TransactionClient, invoice: Invoice, paidAt: Date): Promise<void> {
  const effect = EffectSchema.safeParse(invoice.effect ?? {});
  if (!effect.success || Object.keys(effect.data).length === 0) return;
  const { plan, extraSeats = 0, prepaidSeats = 0 } = effect.data;
  const current = await accountSubscription(tx, invoice.ownerId, paidAt);
  await tx.subscription.upsert({
    where: { ownerId: invoice.ownerId },
    create: {
      ownerId: invoice.ownerId,
      plan: plan ?? 'FREE_STARTER',
      extraSeats,
      prepaidSeats,
      currentPeriodStart: current.currentPeriodStart,
      currentPeriodEnd: current.currentPeriodEnd,
    },
    update: {
      ...(plan ? { plan, planAtPeriodEnd: null } : {}),
      extraSeats: { increment: extraSeats },
      prepaidSeats: { increment: prepaidSeats },
    },
  });
  if (prepaidSeats > 0) await recordAnnualSeats(tx, invoice, prepaidSeats, paidAt);
}

/**
 * A payment's share of one invoice: the invoice is Paid once nothing is left on it, and a contract's first
 * payment sets off the project's onboarding. Seed data (demo billing) records its paid invoices through
 * the same ledger (api/src/billing/payments/settle-payment.ts).
 */
export async function settleInvoiceAllocation(
  tx: Prisma.TransactionClient,
  invoiceId: string,
  applied: { appliedKobo: number; remainingKobo: number },
  payment: Payment,
  now: Date,
  mailAfterCommit: MailAfterCommit,
) {
  if (applied.appliedKobo === 0 || applied.remainingKobo > 0) return;
  const invoice = await payInvoice(tx, invoiceId, payment.paidAt ?? now);
  if (invoice?.projectId && invoice.contractPart === 0) {
    await settleFirstPayment(tx, invoice.projectId, payment, now, mailAfterCommit);
  }
  // The part's accepted milestones are Paid, and the last one paid completes the project.
  if (invoice?.projectId && invoice.contractPart !== null) {
    await markPartPaid(tx, invoice.projectId, invoice.contractPart, payment.paidAt ?? now);
  }
}
