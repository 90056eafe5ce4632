import {
  Button,
  FORM_ERROR_TOAST,
  Modal,
  formatNaira,
  usePlatform,
  type ApiOperation,
  type ApiResult,
  formatDay,
  IN_NIGERIA,
} from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import layout from '../common/layout.module.css';
import { LoadState, readAnswer } from '../common/load-state';
import table from '../common/table.module.css';
import { downloadReceiptPdf, INVOICE_TEXTS } from './download-invoice';
import styles from './invoice-details.module.css';

/** `GET /api/billing/invoices/{id}/`: what the PDF prints, for the screen. */
export type AccountInvoiceDetail = ApiResult<ApiOperation<'/api/billing/invoices/{invoice_id}/', 'get'>>;

export const INVOICE_DETAIL_TEXTS = {
  loading: 'Loading the invoice...',
  from: 'From',
  to: 'To',
  taxId: (tin: string) => `TIN: ${tin}`,
  cancels: (number: string) => `Cancels invoice ${number}`,
} as const;

/** One invoice or credit note with the facts a tax office asks for: the same as its PDF (api/src/billing/subscriptions/invoice-pdf.ts). */
export function InvoiceDetailsDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const detail = useApiQuery('get', '/api/billing/invoices/{invoice_id}/', {
    params: { path: { invoice_id: invoiceId } },
  });
  const shown = readAnswer(detail);
  const title = shown ? `${shown.kind} ${shown.number}` : 'Invoice';
  return (
    <Modal open onClose={onClose} title={title}>
      <LoadState query={detail} loading={INVOICE_DETAIL_TEXTS.loading}>
        {(invoice) => <InvoiceDetails invoice={invoice} />}
      </LoadState>
    </Modal>
  );
}

function InvoiceDetails({ invoice }: { invoice: AccountInvoiceDetail }) {
  return (
    <div className={styles.invoice}>
      <div className={styles.parties}>
        <address aria-label={INVOICE_DETAIL_TEXTS.from}>
          <strong>{INVOICE_DETAIL_TEXTS.from}</strong>
          <span>{invoice.seller.legal_name}</span>
          <span>{invoice.seller.address}</span>
          <span>{INVOICE_DETAIL_TEXTS.taxId(invoice.seller.tax_id)}</span>
        </address>
        <address aria-label={INVOICE_DETAIL_TEXTS.to}>
          <strong>{INVOICE_DETAIL_TEXTS.to}</strong>
          <span>{invoice.buyer.name}</span>
          {invoice.buyer.address ? <span>{invoice.buyer.address}</span> : null}
          <span>{invoice.buyer.email}</span>
        </address>
      </div>
      <dl className={layout.facts}>
        <div>
          <dt>Issued</dt>
          <dd>{formatDay(invoice.issued_at, IN_NIGERIA) ?? '—'}</dd>
        </div>
        {invoice.due_date ? (
          <div>
            <dt>Due</dt>
            <dd>{formatDay(invoice.due_date, IN_NIGERIA) ?? '—'}</dd>
          </div>
        ) : null}
        <div>
          <dt>Status</dt>
          <dd>{invoice.status}</dd>
        </div>
      </dl>
      {invoice.credits_invoice_number ? (
        <p className={layout.label}>{INVOICE_DETAIL_TEXTS.cancels(invoice.credits_invoice_number)}</p>
      ) : null}
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Qty</th>
            <th scope="col" className={table.amount}>
              Unit
            </th>
            <th scope="col" className={table.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.quantity}</td>
              <td className={table.amount}>{formatNaira(line.unit_kobo)}</td>
              <td className={table.amount}>{formatNaira(line.amount_kobo)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td className={table.amount}>{formatNaira(invoice.subtotal_kobo)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              VAT ({invoice.vat_rate})
            </th>
            <td className={table.amount}>{formatNaira(invoice.vat_kobo)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className={table.amount}>{formatNaira(invoice.amount_kobo)}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.status === 'Paid' && invoice.last_payment?.status === 'Paid' ? (
        <ReceiptButton reference={invoice.last_payment.reference} />
      ) : null}
    </div>
  );
}

/** The receipt of the payment that paid it (the one its payer was e-mailed). */
function ReceiptButton({ reference }: { reference: string }) {
  const { auth, toast } = usePlatform();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadReceiptPdf(reference, auth.getToken());
        } catch (error) {
          toast((error as Error).message, FORM_ERROR_TOAST);
        }
        setBusy(false);
      }}
    >
      {INVOICE_TEXTS.receipt}
    </Button>
  );
}
