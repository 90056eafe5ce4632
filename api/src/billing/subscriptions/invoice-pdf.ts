import type { InvoiceDetail } from './invoice-views.js';

/*
 * An invoice (or a receipt, receipt-pdf.ts) as a one-page PDF, written by hand: text in Helvetica, nothing
 * else, so no library is needed. The standard fonts have no naira sign, so amounts read "NGN 10,750.00".
 */

// Made once: a formatter costs far more to make than to use, and a PDF uses these for every line.
const amount = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

export const money = (kobo: number) => `NGN ${amount.format(kobo / 100)}`;

export const day = (iso: string) => dayFormat.format(new Date(iso));

/** PDF strings: backslash and parentheses escaped, anything outside Latin-1 replaced. */
const pdfText = (text: string) =>
  text
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);

export interface Text {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
}

/** An address on lines of at most `width` characters, split at its commas and spaces. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

type Party = { name: string; address: string; email?: string; taxId?: string };

/**
 * A document's head: its title and number at the top, facts under the number, the seller ("From") and the
 * buyer ("To") side by side. Answers where the body may start.
 */
export function documentHead(
  texts: Text[],
  head: { title: string; number: string; facts: string[]; from: Party; to: Party },
): number {
  texts.push(
    { x: 50, y: 790, size: 20, bold: true, text: head.title },
    { x: 400, y: 790, size: 12, bold: true, text: head.number },
    ...head.facts.map((text, index) => ({
      x: 400,
      y: 772 - index * 14,
      size: 10,
      bold: index === head.facts.length - 1,
      text,
    })),
  );
  const party = (x: number, title: string, width: number, who: Party) => {
    const facts = [
      who.name,
      ...wrap(who.address, width),
      ...(who.taxId ? [`TIN: ${who.taxId}`] : []),
      ...(who.email ? [who.email] : []),
    ];
    let y = 750;
    texts.push({ x, y, size: 10, bold: true, text: title });
    for (const fact of facts) {
      y -= 13;
      texts.push({ x, y, size: 9, text: fact });
    }
    return y;
  };
  return Math.min(party(50, 'From', 40, head.from), party(230, 'To', 34, head.to)) - 24;
}

/** The facts a tax office asks of an invoice, placed as the screen shows them (mf-billing's invoice view). */
function lines(invoice: InvoiceDetail): Text[] {
  const texts: Text[] = [];
  let y = documentHead(texts, {
    title: invoice.kind === 'Credit note' ? 'Credit note' : 'Invoice',
    number: invoice.number,
    facts: [
      `Issued: ${day(invoice.issued_at)}`,
      ...(invoice.due_date ? [`Due: ${day(invoice.due_date)}`] : []),
      `Status: ${invoice.status}`,
    ],
    from: { name: invoice.seller.legal_name, address: invoice.seller.address, taxId: invoice.seller.tax_id },
    to: { name: invoice.buyer.name, address: invoice.buyer.address, email: invoice.buyer.email },
  });
  if (invoice.credits_invoice_number) {
    texts.push({ x: 50, y, size: 10, bold: true, text: `Cancels invoice ${invoice.credits_invoice_number}` });
    y -= 22;
  }
  texts.push(
    { x: 50, y, size: 10, bold: true, text: 'Description' },
    { x: 330, y, size: 10, bold: true, text: 'Qty' },
    { x: 370, y, size: 10, bold: true, text: 'Unit' },
    { x: 460, y, size: 10, bold: true, text: 'Amount' },
  );
  y -= 18;
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

export const invoicePdf = (invoice: InvoiceDetail) => pdfDocument(lines(invoice));

/** One A4 page of the given texts. */
export function pdfDocument(texts: Text[]): Uint8Array<ArrayBuffer> {
  const content = texts
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
