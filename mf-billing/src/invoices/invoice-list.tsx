import { formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { StatusBadge } from '../common/status-badge';
import table from '../common/table.module.css';

/** What every invoice list shows of an invoice (the spec's workspace entities: id, plan, dueDate, amount, status). */
export interface InvoiceLike {
  id: string;
  number: string;
  description?: string;
  issued_at: string;
  /** None on a credit note: nothing is due. */
  due_date: string | null;
  amount_kobo: number;
  status: string;
}

export interface InvoiceListProps<T extends InvoiceLike> {
  invoices: readonly T[];
  /** The buttons of one row (PDF, Pay, Process). */
  actions: (invoice: T) => ReactNode;
}

/** Invoices as a table: number, what for, dates, amount in naira, status and the row's actions. */
export function InvoiceList<T extends InvoiceLike>({ invoices, actions }: InvoiceListProps<T>) {
  const described = invoices.some((invoice) => invoice.description);
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            {described ? <th scope="col">Description</th> : null}
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
              {described ? <td>{invoice.description}</td> : null}
              <td>{formatDay(invoice.issued_at, IN_NIGERIA) ?? '—'}</td>
              <td>{formatDay(invoice.due_date, IN_NIGERIA) ?? '—'}</td>
              <td className={table.amount}>{formatNaira(invoice.amount_kobo)}</td>
              <td>
                <StatusBadge status={invoice.status} />
              </td>
              <td>
                <div className={table.actions}>{actions(invoice)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
