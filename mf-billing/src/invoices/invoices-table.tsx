import { Button, usePlatform, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useState } from 'react';
import { EmptyState } from '../common/load-state';
import type { AccountInvoice } from './account-invoice';
import { downloadInvoicePdf, INVOICE_TEXTS } from './download-invoice';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceList } from './invoice-list';

export interface InvoicesTableProps {
  invoices: readonly AccountInvoice[];
  /** Pays a pending invoice (sends the payer to the checkout); absent, pending invoices show no Pay. */
  onPay?: (invoice: AccountInvoice) => Promise<void>;
}

/** The account's recent invoices, each to view on screen or as PDF, and Pay for those still pending. */
export function InvoicesTable({ invoices, onPay }: InvoicesTableProps) {
  const { auth, toast } = usePlatform();
  const [busy, setBusy] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast(error instanceof Error ? error.message : INVOICE_TEXTS.downloadFailed, FORM_ERROR_TOAST);
    } finally {
      setBusy(null);
    }
  };

  if (invoices.length === 0) return <EmptyState>{INVOICE_TEXTS.none}</EmptyState>;
  return (
    <>
      <InvoiceList
        invoices={invoices}
        actions={(invoice) => (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`View ${invoice.kind.toLowerCase()} ${invoice.number}`}
              onClick={() => setViewing(invoice.id)}
            >
              View
            </Button>
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
            {onPay && (invoice.status === 'Pending' || invoice.status === 'Overdue') ? (
              <Button
                size="sm"
                loading={busy === `pay ${invoice.id}`}
                aria-label={`Pay invoice ${invoice.number}`}
                onClick={() => run(`pay ${invoice.id}`, () => onPay(invoice))}
              >
                Pay
              </Button>
            ) : null}
          </>
        )}
      />
      {viewing ? <InvoiceDetailsDialog invoiceId={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
