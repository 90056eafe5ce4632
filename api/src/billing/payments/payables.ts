import type { Payment, Prisma, PrismaClient } from '@platform/prisma';
import { settleInvoiceAllocation } from '../subscriptions/invoice-settlement.js';
import { settleTeamAllocation } from '../subscriptions/team-payment-settlement.js';
import { invoiceNumberText } from '../subscriptions/invoice-numbers.js';
import { invoiceDescription } from '../subscriptions/invoice-views.js';
import {
  bonusCapBasisPoints,
  invoiceNumber as teamInvoiceNumber,
  withholdingOf,
} from '../subscriptions/team-invoice-terms.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { requireProjectPermission } from '../../workspace/permissions/project-permission.js';
import type { PayableKind } from './payable-key.js';
import type { MailAfterCommit } from './settlements.js';

/*
 * A payable is one amount owed, named "<kind>:<id>": an account invoice (a contract's instalments are
 * invoices too, api/src/workspace/contracts/contract-invoices.ts), a team invoice's balance, a team invoice's bonus. Every attempt to pay says which payables it pays (its
 * allocations); each kind says how its row is locked, what is owed, who may pay it and what paying it does.
 * What has been paid is the ledger's (api/src/billing/ledger/journal.ts), never a second count.
 */

/** The ledger accounts the payable's amount is owed to, e.g. revenue and VAT for an invoice. */
export type OwedTo = { account: string; amountKobo: number }[];

export interface Owed {
  /** The whole amount owed (a team bonus: the most that may be paid on top of the invoice). */
  owedKobo: number;
  /** Zero when the payable's own record says it is settled (paid before the ledger, credited, cancelled). */
  openKobo: number;
  owedTo: OwedTo;
  /** A bonus is owed only as it is paid: the ledger recognises it with each payment. */
  owedAsPaid?: boolean;
}

interface PayableDefinition {
  /** Locks the payable's row until the transaction ends (concurrent payers wait for each other). */
  lock(tx: Prisma.TransactionClient, id: string): Promise<void>;
  /** Null when the payable no longer exists. */
  owed(tx: Prisma.TransactionClient | PrismaClient, id: string): Promise<Owed | null>;
  /** Whether `userId` may pay it (and so see how an attempt at it ended). */
  mayPay(prisma: PrismaClient, userId: string, id: string): Promise<boolean>;
  /** What paying `appliedKobo` of it does, in the transaction that records the payment. */
  settle(
    tx: Prisma.TransactionClient,
    id: string,
    applied: { appliedKobo: number; remainingKobo: number },
    payment: Payment,
    now: Date,
    mailAfterCommit: MailAfterCommit,
  ): Promise<void>;
  /** Why nothing can be paid any more. */
  settledMessage: string;
  /** What it is, as a receipt names it ("INV-0007 · Contract payment: Cake Shop"). */
  describe(prisma: PrismaClient, id: string): Promise<string>;
}

const allowed = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );

async function teamInvoiceOwed(tx: Prisma.TransactionClient | PrismaClient, id: string, bonus: boolean) {
  const invoice = await tx.teamInvoice.findUnique({ where: { id }, include: { payments: true } });
  // A milestone's invoice is the platform's to pay (its payout): nobody pays it through a checkout.
  if (!invoice || invoice.milestoneId !== null) return null;
  const total = Number(invoice.totalKobo);
  const recorded = (kind: 'bonus' | 'balance') =>
    invoice.payments
      .filter((record) => record.status === 'SUCCESS' && (record.kind === 'BONUS') === (kind === 'bonus'))
      .reduce((sum, record) => sum + Number(record.amountKobo), 0);
  if (bonus) {
    const cap = Math.floor((total * bonusCapBasisPoints) / 10_000);
    return {
      owedKobo: cap,
      openKobo: Math.max(0, cap - recorded('bonus')),
      owedTo: [],
      owedAsPaid: true,
    } satisfies Owed;
  }
  const withholding = withholdingOf(total);
  return {
    owedKobo: total,
    openKobo: Math.max(0, total - recorded('balance')),
    owedTo: [
      { account: 'talent-payable', amountKobo: total - withholding },
      { account: 'withholding', amountKobo: withholding },
    ],
  } satisfies Owed;
}

async function teamInvoiceMayPay(prisma: PrismaClient, userId: string, id: string) {
  const invoice = await prisma.teamInvoice.findUnique({ where: { id }, include: { teamPayment: true } });
  if (!invoice) return false;
  return allowed(
    requireProjectPermission(
      prisma,
      userId,
      invoice.teamPayment.projectId,
      'budgetAndFinancialControl',
      'Approve',
    ),
  );
}

const describeTeamInvoice = async (prisma: PrismaClient, id: string, what: string) => {
  const invoice = await prisma.teamInvoice.findUnique({ where: { id } });
  return invoice ? `${what} ${teamInvoiceNumber(invoice.number)}` : what;
};

const lockTeamInvoice = async (tx: Prisma.TransactionClient, id: string) => {
  await tx.$executeRaw`SELECT id FROM team_invoices WHERE id = ${id}::uuid FOR UPDATE`;
};

const definitions: Record<PayableKind, PayableDefinition> = {
  invoice: {
    async lock(tx, id) {
      await tx.$executeRaw`SELECT id FROM invoices WHERE id = ${id}::uuid FOR UPDATE`;
    },
    async owed(tx, id) {
      const invoice = await tx.invoice.findUnique({ where: { id } });
      if (!invoice || invoice.kind !== 'INVOICE') return null;
      const total = Number(invoice.totalKobo);
      const vat = Number(invoice.vatKobo);
      return {
        owedKobo: invoice.status === 'CREDITED' ? 0 : total,
        openKobo: invoice.status === 'PENDING' ? total : 0,
        owedTo: [
          { account: 'revenue', amountKobo: total - vat },
          { account: 'vat', amountKobo: vat },
        ],
      };
    },
    // The account's owner; a contract's instalment also whoever holds Approve on the project's budget.
    async mayPay(prisma, userId, id) {
      const invoice = await prisma.invoice.findUnique({ where: { id } });
      if (!invoice) return false;
      if (invoice.ownerId === userId) return true;
      return (
        invoice.projectId !== null &&
        allowed(
          requireProjectPermission(prisma, userId, invoice.projectId, 'budgetAndFinancialControl', 'Approve'),
        )
      );
    },
    settle: settleInvoiceAllocation,
    settledMessage: 'This invoice is already paid.',
    async describe(prisma, id) {
      const invoice = await prisma.invoice.findUnique({ where: { id }, include: { project: true } });
      if (!invoice) return 'Invoice';
      return `${invoiceNumberText(invoice.kind, invoice.number)} · ${invoiceDescription(invoice)}`;
    },
  },
  'team-invoice': {
    lock: lockTeamInvoice,
    owed: (tx, id) => teamInvoiceOwed(tx, id, false),
    mayPay: teamInvoiceMayPay,
    settle: (tx, id, applied, payment, now) => settleTeamAllocation(tx, applied, payment, now),
    settledMessage: 'This invoice is already paid.',
    describe: (prisma, id) => describeTeamInvoice(prisma, id, 'Team invoice'),
  },
  'team-bonus': {
    lock: lockTeamInvoice,
    owed: (tx, id) => teamInvoiceOwed(tx, id, true),
    mayPay: teamInvoiceMayPay,
    settle: (tx, id, applied, payment, now) => settleTeamAllocation(tx, applied, payment, now),
    settledMessage: 'The most a bonus may be on this invoice has been paid.',
    describe: (prisma, id) => describeTeamInvoice(prisma, id, 'Bonus on team invoice'),
  },
};

export function parsePayable(key: string): { kind: PayableKind; id: string; definition: PayableDefinition } {
  const at = key.indexOf(':');
  const kind = key.slice(0, at) as PayableKind;
  const definition = definitions[kind];
  if (at < 0 || !definition) throw new Error(`Unknown payable ${key}`);
  return { kind, id: key.slice(at + 1), definition };
}

export async function lockPayables(tx: Prisma.TransactionClient, keys: string[]): Promise<void> {
  // Always in the same order, so two transactions locking the same payables cannot wait for each other.
  for (const key of [...new Set(keys)].sort()) {
    const { id, definition } = parsePayable(key);
    await definition.lock(tx, id);
  }
}

export function owedOn(tx: Prisma.TransactionClient | PrismaClient, key: string): Promise<Owed | null> {
  const { id, definition } = parsePayable(key);
  return definition.owed(tx, id);
}

export function describePayable(prisma: PrismaClient, key: string): Promise<string> {
  const { id, definition } = parsePayable(key);
  return definition.describe(prisma, id);
}

export function settledMessage(key: string): string {
  return parsePayable(key).definition.settledMessage;
}

export function mayPay(prisma: PrismaClient, userId: string, key: string): Promise<boolean> {
  const { id, definition } = parsePayable(key);
  return definition.mayPay(prisma, userId, id);
}

export function settlePayable(
  tx: Prisma.TransactionClient,
  key: string,
  applied: { appliedKobo: number; remainingKobo: number },
  payment: Payment,
  now: Date,
  mailAfterCommit: MailAfterCommit,
): Promise<void> {
  const { id, definition } = parsePayable(key);
  return definition.settle(tx, id, applied, payment, now, mailAfterCommit);
}

/** Refused when nothing is left to pay. */
export const nothingLeft = (key: string) => new ConflictError(settledMessage(key));
