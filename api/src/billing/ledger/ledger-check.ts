import type { PrismaClient } from '@platform/prisma';
import { owedOn } from '../payments/payables.js';

/*
 * The ledger's invariants (docs/billing.md, "Ledger"), checked against the database as it stands:
 * - every movement is one debit and one credit of the same amount, and the journal sums to zero;
 * - every settled payment has exactly one provider charge in the ledger, of its amount, fully shared out
 *   (its clearing sums to zero), and no attempt that is not settled has one;
 * - for every payable, what was collected minus what was refunded is at most what is owed, and nothing
 *   paid towards it exceeds what is owed;
 * - every Paid payout has left the cash once, by its amount, under its transfer's reference.
 * Answers the problems found, in words; none means the books hold.
 */

const kobo = (value: bigint | number | string) => Number(value);

export async function checkLedger(prisma: PrismaClient): Promise<string[]> {
  const problems: string[] = [];

  const unbalanced = await prisma.$queryRaw<{ movement: string; total: bigint; rows: number }[]>`
    SELECT movement, SUM(amount_kobo) AS total, COUNT(*)::int AS rows FROM journal_entries
    GROUP BY movement HAVING SUM(amount_kobo) <> 0 OR COUNT(*) <> 2`;
  for (const row of unbalanced) {
    problems.push(
      `Movement ${row.movement} is not one balanced pair (${row.rows} rows, sum ${kobo(row.total)}).`,
    );
  }
  const [journal] = await prisma.$queryRaw<{ total: bigint | null }[]>`
    SELECT SUM(amount_kobo) AS total FROM journal_entries`;
  if (kobo(journal?.total ?? 0n) !== 0)
    problems.push(`The journal sums to ${kobo(journal?.total ?? 0n)}, not 0.`);

  const uncharged = await prisma.$queryRaw<{ reference: string; amount: bigint; charged: bigint | null }[]>`
    SELECT p.reference, p.amount_kobo AS amount, j.amount_kobo AS charged FROM payments p
    LEFT JOIN journal_entries j ON j.movement = 'charge:' || p.id::text AND j.account = 'cash'
    WHERE p.status = 'SUCCESS' AND (j.id IS NULL OR j.amount_kobo <> p.amount_kobo)`;
  for (const row of uncharged) {
    problems.push(
      row.charged === null
        ? `Settled payment ${row.reference} has no provider charge in the ledger.`
        : `Settled payment ${row.reference} of ${kobo(row.amount)} is charged ${kobo(row.charged)} in the ledger.`,
    );
  }
  const stray = await prisma.$queryRaw<{ reference: string; status: string }[]>`
    SELECT p.reference, p.status::text AS status FROM journal_entries j
    JOIN payments p ON j.movement = 'charge:' || p.id::text
    WHERE j.account = 'cash' AND p.status <> 'SUCCESS'`;
  for (const row of stray) problems.push(`Payment ${row.reference} is ${row.status} but has a charge.`);
  const unshared = await prisma.$queryRaw<{ payment_id: string; total: bigint }[]>`
    SELECT payment_id::text, SUM(amount_kobo) AS total FROM journal_entries WHERE account = 'clearing'
    GROUP BY payment_id HAVING SUM(amount_kobo) <> 0`;
  for (const row of unshared) {
    problems.push(
      `The charge of payment ${row.payment_id} is not fully shared out (${kobo(row.total)} left).`,
    );
  }

  const unsent = await prisma.$queryRaw<{ reference: string | null; amount: bigint; sent: bigint | null }[]>`
    SELECT p.reference, p.amount_kobo AS amount, j.amount_kobo AS sent FROM payouts p
    LEFT JOIN journal_entries j ON j.movement = 'payout:' || p.reference AND j.account = 'cash'
    WHERE p.status = 'PAID' AND (j.id IS NULL OR j.amount_kobo <> -p.amount_kobo)`;
  for (const row of unsent) {
    problems.push(
      row.sent === null
        ? `Paid payout ${row.reference ?? ''} has not left the cash in the ledger.`
        : `Paid payout ${row.reference ?? ''} of ${kobo(row.amount)} left the cash as ${-kobo(row.sent)}.`,
    );
  }

  const payables = await prisma.$queryRaw<
    { payable: string; applied: bigint; excess: bigint; refunded: bigint; receivable: bigint }[]
  >`
    SELECT payable,
      SUM(CASE WHEN movement LIKE 'apply:%' AND account = 'receivable' THEN -amount_kobo ELSE 0 END) AS applied,
      SUM(CASE WHEN movement LIKE 'excess:%' AND account = 'overpayment' THEN -amount_kobo ELSE 0 END) AS excess,
      SUM(CASE WHEN movement LIKE 'refund:%' AND account = 'overpayment' THEN amount_kobo ELSE 0 END) AS refunded,
      SUM(CASE WHEN account = 'receivable' THEN amount_kobo ELSE 0 END) AS receivable
    FROM journal_entries WHERE payable IS NOT NULL GROUP BY payable`;
  for (const row of payables) {
    const collected = kobo(row.applied) + kobo(row.excess);
    const refunded = kobo(row.refunded);
    if (kobo(row.receivable) < 0)
      problems.push(`${row.payable} is paid beyond what the ledger says it owes.`);
    if (refunded > kobo(row.excess)) problems.push(`${row.payable} refunded more than was overpaid.`);
    const owed = await owedOn(prisma, row.payable);
    // A payable deleted since (its account or project) keeps its journal; nothing left to compare with.
    if (!owed) continue;
    if (kobo(row.applied) > owed.owedKobo) {
      problems.push(`${row.payable}: ${kobo(row.applied)} paid towards ${owed.owedKobo} owed.`);
    }
    if (collected - refunded > owed.owedKobo) {
      problems.push(
        `${row.payable}: ${collected} collected − ${refunded} refunded is more than the ${owed.owedKobo} owed.`,
      );
    }
  }
  return problems;
}
