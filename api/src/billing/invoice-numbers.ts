import type { Prisma } from '@platform/prisma';

/**
 * The account's next invoice number, inside the transaction that writes the invoice: the counter row
 * is locked until that transaction ends, so parallel invoices take turns, and a rolled-back invoice
 * gives its number back (no gaps).
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient, ownerId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO invoice_counters (owner_id, last) VALUES (${ownerId}::uuid, 1)
    ON CONFLICT (owner_id) DO UPDATE SET last = invoice_counters.last + 1
    RETURNING last`;
  if (!row) throw new Error('The invoice counter returned no row.');
  return row.last;
}

/** "INV-0007"; credit notes share the sequence ("CN-0008"). */
export const invoiceNumberText = (kind: 'INVOICE' | 'CREDIT_NOTE', number: number) =>
  `${kind === 'INVOICE' ? 'INV' : 'CN'}-${String(number).padStart(4, '0')}`;
