/**
 * Fetches an invoice's PDF with the bearer token (a plain link cannot send it) and hands it to the browser
 * under its number, e.g. "invoice-INV-0007.pdf". Throws when the server refuses.
 */
export async function downloadInvoicePdf(invoiceId: string, number: string, token: string | null) {
  const response = await fetch(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/pdf/`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(INVOICE_TEXTS.downloadFailed);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: `invoice-${number}.pdf` }).click();
  URL.revokeObjectURL(url);
}

export const INVOICE_TEXTS = {
  none: 'No invoices yet. They appear here when you change plan, add seats or a contract payment falls due.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
} as const;
