import { Button, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import { formatDay } from '../common/dates';
import { EmptyState } from '../common/load-state';
import { StatusBadge } from '../common/status-badge';
import table from '../common/table.module.css';
import { formatNaira } from '../money/naira';
import type { AccountInvoice } from './account-invoice';
import { downloadInvoicePdf, INVOICE_TEXTS } from './download-invoice';

export interface InvoicesTableProps {
  invoices: readonly AccountInvoice[];
  /** Pays a pending invoice (sends the payer to the checkout); absent, pending invoices show no Pay. */
  onPay?: (invoice: AccountInvoice) => Promise<void>;
}

/** Recent invoices with their PDF, and Pay for those still pending. */
export function InvoicesTable({ invoices, onPay }: InvoicesTableProps) {
  const { auth, toast } = usePlatform();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast(error instanceof Error ? error.message : INVOICE_TEXTS.downloadFailed, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (invoices.length === 0) return <EmptyState>{INVOICE_TEXTS.none}</EmptyState>;
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Description</th>
            <th scope="col">Issued</th>
            <th scope="col">Due Date</th>
            <th scope="col" className={table.amount}>
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={table.srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} aria-label={`Invoice ${invoice.number}`}>
              <td>{invoice.number}</td>
              <td>{invoice.description}</td>
              <td>{formatDay(invoice.issued_at)}</td>
              <td>{formatDay(invoice.due_date)}</td>
              <td className={table.amount}>{formatNaira(invoice.total_kobo)}</td>
              <td>
                <StatusBadge status={invoice.status} />
              </td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === `pdf ${invoice.id}`}
                  aria-label={`Download invoice ${invoice.number} as PDF`}
                  onClick={() =>
                    run(`pdf ${invoice.id}`, () =>
                      downloadInvoicePdf(invoice.id, invoice.number, auth.getToken()),
                    )
                  }
                >
                  PDF
                </Button>
                {onPay && invoice.status === 'Pending' ? (
                  <Button
                    size="sm"
                    loading={busy === `pay ${invoice.id}`}
                    aria-label={`Pay invoice ${invoice.number}`}
                    onClick={() => run(`pay ${invoice.id}`, () => onPay(invoice))}
                  >
                    Pay
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
