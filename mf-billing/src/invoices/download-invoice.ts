/**
 * Fetches a PDF with the bearer token (a plain link cannot send it) and hands it to the browser under
 * `filename`. Throws `failed` when the server refuses.
 */
async function downloadPdf(path: string, filename: string, token: string | null, failed: string) {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(failed);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: filename }).click();
  URL.revokeObjectURL(url);
}

/** An invoice's PDF under its number, e.g. "invoice-INV-0007.pdf". */
export const downloadInvoicePdf = (invoiceId: string, number: string, token: string | null) =>
  downloadPdf(
    `/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf/`,
    `invoice-${number}.pdf`,
    token,
    INVOICE_TEXTS.downloadFailed,
  );

/** The receipt of the payment that paid an invoice, e.g. "receipt-plt-….pdf". */
export const downloadReceiptPdf = (reference: string, token: string | null) =>
  downloadPdf(
    `/api/payments/${encodeURIComponent(reference)}/receipt/`,
    `receipt-${reference}.pdf`,
    token,
    INVOICE_TEXTS.receiptFailed,
  );

export const INVOICE_TEXTS = {
  none: 'No invoices yet. They appear here when you change plan, add seats or a contract payment falls due.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
  receiptFailed: 'Failed to download the receipt. Please try again.',
  receipt: 'Download receipt',
} as const;
