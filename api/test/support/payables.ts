import { randomBytes } from 'node:crypto';
import type { Database, Payment } from '@platform/prisma';
import { expect } from 'vitest';
import { issueInvoice } from '../../src/billing/subscriptions/issue-invoice.js';
import type { AppDeps } from '../../src/deps.js';
import { checkLedger } from '../../src/billing/ledger/ledger-check.js';
import { payableKey } from '../../src/billing/payments/payable-key.js';
import { createUser } from './harness.js';

/** An account invoice of `netKobo` plus VAT (₦10,000 → ₦10,750 by default), issued now, due now. */
export async function anInvoice(db: Database, ownerId: string, netKobo = 1_000_000) {
  const now = new Date();
  const invoice = await db.prisma.$transaction((tx) =>
    issueInvoice(
      tx,
      {
        ownerId,
        purpose: 'renewal',
        lines: [{ description: 'Growth Plan', quantity: 1, unitKobo: netKobo }],
        withVat: true,
        dueAt: now,
      },
      now,
    ),
  );
  return { invoice, payable: payableKey('invoice', invoice.id) };
}

/** How many charges the ledger holds for one attempt: exactly one once it is paid. */
export const chargesOf = (db: Database, paymentId: string) =>
  db.prisma.journalEntry.count({ where: { movement: `charge:${paymentId}`, account: 'cash' } });

/** A project of `ownerId` with a team member's invoice of `totalKobo` (₦450,000), and its talent. */
export async function aTeamInvoice(db: Database, ownerId: string, totalKobo = 45_000_000) {
  const talent = await createUser(db);
  const project = await db.prisma.project.create({ data: { ownerId, name: 'Shop' } });
  await db.prisma.projectMember.create({
    data: { projectId: project.id, userId: talent.id, role: 'Designer' },
  });
  const now = new Date();
  const payment = await db.prisma.teamPayment.create({
    data: {
      projectId: project.id,
      memberId: talent.id,
      paymentType: 'Monthly Salary',
      contractType: 'Freelance',
      amountKobo: BigInt(totalKobo),
      contractValueKobo: BigInt(totalKobo * 3),
      startDate: now,
      durationMonths: 3,
      invoices: {
        create: {
          number: 1,
          issuedAt: now,
          dueAt: new Date(now.getTime() + 5 * 86_400_000),
          items: [{ description: 'Logo concepts', quantity: 1, unit_kobo: totalKobo }],
          totalKobo: BigInt(totalKobo),
          taskIds: [],
        },
      },
    },
    include: { invoices: true },
  });
  return { project, invoice: payment.invoices[0]! };
}

/** Someone on the project holding Approve on Budget & Financial Control: they may pay its money. */
export async function anApprover(db: Database, projectId: string) {
  const approver = await createUser(db);
  await db.prisma.projectMember.create({
    data: { projectId, userId: approver.id, role: 'Finance', budgetAndFinance: 'APPROVE' },
  });
  return approver;
}

/**
 * A second attempt at the same payable opened the way Pay did before one balance per amount owed (or by a
 * provider that charged twice): the money two tabs could both pay. Only through the database and the
 * provider, never through our routes, which no longer open one.
 */
export async function aSecondAttempt(
  deps: AppDeps,
  payerId: string,
  payable: string,
  amountKobo: number,
): Promise<Payment> {
  const reference = `plt-${randomBytes(12).toString('hex')}`;
  const { checkoutUrl } = await deps.payments.initialize({
    reference,
    amountKobo,
    email: 'tab@example.com',
    callbackUrl: `${deps.publicUrl}/api/payments/return/`,
    metadata: {},
  });
  return deps.prisma.payment.create({
    data: {
      reference,
      payerId,
      purpose: 'invoice',
      amountKobo: BigInt(amountKobo),
      provider: deps.payments.name,
      checkoutUrl,
      allocations: { create: { payable, amountKobo: BigInt(amountKobo) } },
    },
  });
}

/** The ledger's invariants hold on this test file's database (npm run ledger:check). */
export async function expectLedgerHolds(db: Database): Promise<void> {
  expect(await checkLedger(db.prisma)).toEqual([]);
}
