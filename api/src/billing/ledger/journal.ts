import type { Prisma, PrismaClient } from '@platform/prisma';

/*
 * The ledger (docs/billing.md, "Ledger"): every movement of money is a debit row (positive) and a credit
 * row (negative) of the same amount under one movement key, so each movement and the journal sum to zero.
 * A movement key names what moved and is unique per account: posting it again changes nothing.
 *
 * Accounts: receivable (a payable's amount still owed by the payer), cash (what the provider holds for us),
 * clearing (one charge being shared out among the payables it paid), revenue, vat, talent-payable and
 * withholding (where an amount owed goes), overpayment (collected beyond what was owed, owed back), credits
 * (amounts cancelled by a credit note).
 */

export type Journal = Pick<Prisma.TransactionClient | PrismaClient, 'journalEntry'>;

interface Side {
  account: string;
  payable?: string | null;
}

export interface Movement {
  movement: string;
  debit: Side;
  credit: Side;
  amountKobo: number;
  paymentId?: string | null;
}

/** Posts one balanced pair; nothing when the amount is zero or the movement is already posted. */
export async function post(journal: Journal, movement: Movement): Promise<void> {
  if (movement.amountKobo === 0) return;
  if (!Number.isSafeInteger(movement.amountKobo) || movement.amountKobo < 0) {
    throw new RangeError(`A movement is a positive whole number of kobo (${movement.movement}).`);
  }
  const row = (side: Side, sign: 1 | -1) => ({
    movement: movement.movement,
    account: side.account,
    payable: side.payable ?? null,
    paymentId: movement.paymentId ?? null,
    amountKobo: BigInt(sign * movement.amountKobo),
  });
  await journal.journalEntry.createMany({
    data: [row(movement.debit, 1), row(movement.credit, -1)],
    skipDuplicates: true,
  });
}

async function sum(journal: Journal, where: Prisma.JournalEntryWhereInput): Promise<number> {
  const total = await journal.journalEntry.aggregate({ where, _sum: { amountKobo: true } });
  return Number(total._sum.amountKobo ?? 0n);
}

/** What the payable's payers have paid towards it (charges applied to it, never the excess). */
export const paidOn = async (journal: Journal, payable: string) =>
  -(await sum(journal, { payable, account: 'receivable', movement: { startsWith: 'apply:' } }));

/** What is still owed on the payable, as far as the ledger has recognised it. */
export const receivableOn = (journal: Journal, payable: string) =>
  sum(journal, { payable, account: 'receivable' });

/** The amount owed, recognised once: the payer owes it (receivable) to where it goes (revenue, VAT...). */
export async function recogniseOwed(
  journal: Journal,
  payable: string,
  owedTo: { account: string; amountKobo: number }[],
): Promise<void> {
  for (const { account, amountKobo } of owedTo) {
    await post(journal, {
      movement: `owed:${payable}:${account}`,
      debit: { account: 'receivable', payable },
      credit: { account, payable },
      amountKobo,
    });
  }
}

/** A credit note: what is still owed on the payable is cancelled. */
export async function recordCredit(journal: Journal, payable: string): Promise<void> {
  const open = await receivableOn(journal, payable);
  await post(journal, {
    movement: `credit:${payable}`,
    debit: { account: 'credits', payable },
    credit: { account: 'receivable', payable },
    amountKobo: Math.max(0, open),
  });
}
