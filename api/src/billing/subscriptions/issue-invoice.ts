import type { BillingPlan, Invoice, Prisma, PrismaClient } from '@platform/prisma';
import { vatKobo } from './money.js';
import { nextInvoiceNumber } from './invoice-numbers.js';

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitKobo: number;
  /** quantity × unit unless given (a prorated line). */
  amountKobo?: number;
}

export interface InvoiceInput {
  ownerId: string;
  /** plan, plan-change, seats, renewal (docs/billing.md). */
  purpose: string;
  plan?: BillingPlan;
  lines: InvoiceLineInput[];
  /** Whether VAT applies: the platform's own fees carry it (docs/decisions.md). */
  withVat: boolean;
  /** The VAT when it is already inside an agreed amount (a contract's part): the lines are then net of it. */
  vatKobo?: number;
  dueAt: Date;
  /** What the settlement applies once paid (invoice-settlement.ts). */
  effect?: Prisma.InputJsonObject;
  /** A contract's payment: its project and part of the schedule (contract-invoices.ts). */
  contract?: { projectId: string; part: number };
}

/** The buyer as the account's business profile names them now; the invoice keeps it as issued. */
export async function buyerOf(tx: Prisma.TransactionClient | PrismaClient, ownerId: string) {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: ownerId },
    select: { firstName: true, lastName: true, email: true, businessProfile: true },
  });
  return {
    buyerName: user.businessProfile?.businessName ?? `${user.firstName} ${user.lastName}`.trim(),
    buyerAddress: user.businessProfile?.address ?? '',
    buyerEmail: user.email,
  };
}

/** An invoice with its lines, numbered in the seller's series, in the caller's transaction. */
export async function issueInvoice(
  tx: Prisma.TransactionClient,
  input: InvoiceInput,
  now: Date,
): Promise<Invoice> {
  const lines = input.lines.map((line) => ({
    ...line,
    amountKobo: line.amountKobo ?? line.quantity * line.unitKobo,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amountKobo, 0);
  const vat = input.withVat ? (input.vatKobo ?? vatKobo(subtotal)) : 0;
  return tx.invoice.create({
    data: {
      ownerId: input.ownerId,
      ...(await buyerOf(tx, input.ownerId)),
      number: await nextInvoiceNumber(tx, 'INVOICE'),
      purpose: input.purpose,
      plan: input.plan ?? null,
      subtotalKobo: BigInt(subtotal),
      vatKobo: BigInt(vat),
      totalKobo: BigInt(subtotal + vat),
      issuedAt: now,
      dueAt: input.dueAt,
      ...(input.effect ? { effect: input.effect } : {}),
      ...(input.contract ? { projectId: input.contract.projectId, contractPart: input.contract.part } : {}),
      lines: {
        create: lines.map((line, position) => ({
          position,
          description: line.description,
          quantity: line.quantity,
          unitKobo: BigInt(line.unitKobo),
          amountKobo: BigInt(line.amountKobo),
        })),
      },
    },
  });
}

/**
 * The account's unpaid invoices for `purpose`, read under a lock on the account's row (held until the
 * transaction ends), and the one `same` recognises: the same purchase asked again (a double click, a
 * retry, parallel requests) is that invoice and its open checkout, not a second invoice to pay.
 */
export async function pendingInvoices(
  tx: Prisma.TransactionClient,
  ownerId: string,
  purpose: string,
  same: (invoice: Invoice) => boolean,
): Promise<{ pending: Invoice[]; same: Invoice | null }> {
  await tx.$executeRaw`SELECT id FROM users WHERE id = ${ownerId}::uuid FOR UPDATE`;
  const pending = await tx.invoice.findMany({
    where: { ownerId, purpose, status: 'PENDING', kind: 'INVOICE' },
  });
  return { pending, same: pending.find(same) ?? null };
}

/**
 * A credit note cancelling an unpaid invoice, which is never edited: the note, numbered in the credit
 * notes' own series, names the invoice, carries its buyer, lines and amounts, and has no due date; the
 * invoice shows as Credited (docs/decisions.md says when one is issued).
 */
export async function creditInvoice(
  tx: Prisma.TransactionClient,
  invoiceId: string,
  reason: string,
  now: Date,
): Promise<Invoice | null> {
  const cancelled = await tx.invoice.updateMany({
    where: { id: invoiceId, status: 'PENDING', kind: 'INVOICE' },
    data: { status: 'CREDITED' },
  });
  if (cancelled.count === 0) return null;
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, include: { lines: true } });
  return tx.invoice.create({
    data: {
      ownerId: invoice.ownerId,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      buyerEmail: invoice.buyerEmail,
      number: await nextInvoiceNumber(tx, 'CREDIT_NOTE'),
      kind: 'CREDIT_NOTE',
      status: 'CREDITED',
      purpose: reason,
      plan: invoice.plan,
      subtotalKobo: invoice.subtotalKobo,
      vatKobo: invoice.vatKobo,
      totalKobo: invoice.totalKobo,
      issuedAt: now,
      dueAt: null,
      creditsId: invoice.id,
      lines: {
        create: invoice.lines
          .sort((a, b) => a.position - b.position)
          .map(({ position, description, quantity, unitKobo, amountKobo }) => ({
            position,
            description,
            quantity,
            unitKobo,
            amountKobo,
          })),
      },
    },
  });
}
