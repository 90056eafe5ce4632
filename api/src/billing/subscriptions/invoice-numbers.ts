import type { InvoiceKind, Prisma } from '@platform/prisma';

/** The seller's two series: invoices and credit notes (a credit note is numbered in its own). */
const SERIES: Record<InvoiceKind, 'INV' | 'CN'> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };

/**
 * The next number of the seller's series, inside the transaction that writes the document. There is one
 * series for every account (a tax office reads one sequence per seller); its row stays locked until that
 * transaction ends, so parallel invoices of any accounts take turns, and a rolled-back one gives its
 * number back (no gaps).
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient, kind: InvoiceKind): Promise<number> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO invoice_series (series, last) VALUES (${SERIES[kind]}, 1)
    ON CONFLICT (series) DO UPDATE SET last = invoice_series.last + 1
    RETURNING last`;
  if (!row) throw new Error('The invoice series returned no row.');
  return row.last;
}

/** "INV-0007", "CN-0002". */
export const invoiceNumberText = (kind: InvoiceKind, number: number) =>
  `${SERIES[kind]}-${String(number).padStart(4, '0')}`;
