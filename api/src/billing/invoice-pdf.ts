import type { InvoiceDetail } from './invoice-views.js';

/*
 * An invoice as a one-page PDF, written by hand: text in Helvetica, nothing else, so no library is
 * needed. The standard fonts have no naira sign, so amounts read "NGN 10,750.00".
 */

const money = (kobo: number) =>
  `NGN ${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(new Date(iso));

/** PDF strings: backslash and parentheses escaped, anything outside Latin-1 replaced. */
const pdfText = (text: string) =>
  text
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);

interface Text {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
}

function lines(invoice: InvoiceDetail, account: { name: string; email: string }): Text[] {
  const texts: Text[] = [
    { x: 50, y: 790, size: 20, bold: true, text: invoice.kind === 'Invoice' ? 'Invoice' : 'Credit note' },
    { x: 400, y: 790, size: 12, bold: true, text: invoice.number },
    { x: 50, y: 760, size: 10, text: 'From: Platform (billing)' },
    { x: 50, y: 746, size: 10, text: `To: ${account.name} <${account.email}>` },
    { x: 400, y: 760, size: 10, text: `Issued: ${day(invoice.issued_at)}` },
    { x: 400, y: 746, size: 10, text: `Due: ${day(invoice.due_date)}` },
    { x: 400, y: 732, size: 10, bold: true, text: `Status: ${invoice.status}` },
    { x: 50, y: 700, size: 10, bold: true, text: 'Description' },
    { x: 330, y: 700, size: 10, bold: true, text: 'Qty' },
    { x: 370, y: 700, size: 10, bold: true, text: 'Unit' },
    { x: 460, y: 700, size: 10, bold: true, text: 'Amount' },
  ];
  let y = 682;
  for (const line of invoice.lines) {
    texts.push(
      { x: 50, y, size: 10, text: line.description.slice(0, 52) },
      { x: 330, y, size: 10, text: String(line.quantity) },
      { x: 370, y, size: 10, text: money(line.unit_kobo) },
      { x: 460, y, size: 10, text: money(line.amount_kobo) },
    );
    y -= 16;
  }
  y -= 10;
  texts.push(
    { x: 370, y, size: 10, text: 'Subtotal' },
    { x: 460, y, size: 10, text: money(invoice.subtotal_kobo) },
    { x: 370, y: y - 16, size: 10, text: `VAT (${invoice.vat_rate})` },
    { x: 460, y: y - 16, size: 10, text: money(invoice.vat_kobo) },
    { x: 370, y: y - 34, size: 11, bold: true, text: 'Total' },
    { x: 460, y: y - 34, size: 11, bold: true, text: money(invoice.amount_kobo) },
  );
  return texts;
}

export function invoicePdf(
  invoice: InvoiceDetail,
  account: { name: string; email: string },
): Uint8Array<ArrayBuffer> {
  const content = lines(invoice, account)
    .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${t.x} ${t.y} Td (${pdfText(t.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(pdf, 'latin1');
  const out = new Uint8Array(new ArrayBuffer(bytes.byteLength));
  out.set(bytes);
  return out;
}
