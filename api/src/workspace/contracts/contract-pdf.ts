import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadOnce } from '../../platform/loading/load-once.js';
import type { SignedDocument } from './contract-document.js';

/** pdf-lib (~3.5 MB of heap), loaded at the first contract drawn rather than in every process at start. */
const pdfLib = loadOnce(() => import('pdf-lib'));

/*
 * The signed contract as a PDF (A4). The standard fonts cannot draw the naira sign, so amounts read
 * "NGN 12,000,000"; any other character they lack becomes "?" rather than failing the download.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;

export interface SignedContract {
  document: SignedDocument;
  sha256: string;
  signerName: string;
  signedOn: string;
  signedAt: string;
  ip: string;
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly ink: Color,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private printable(font: PDFFont, text: string): string {
    const known = new Set(font.getCharacterSet());
    return [...text.replaceAll('₦', 'NGN ')]
      .map((char) => (char === '\n' || known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  private wrap(font: PDFFont, size: number, text: string): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > WIDTH && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(font, size, this.printable(font, text))) {
      if (this.y - size < MARGIN) {
        this.page = this.pdf.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: this.ink });
    }
    this.y -= options.gap ?? 4;
  }

  heading(text: string) {
    this.y -= 8;
    this.text(text, { size: 13, bold: true, gap: 6 });
  }
}

/** PDFs drawn, by what they are drawn from; the oldest goes first past this many. */
const drawn = new Map<string, Promise<Uint8Array>>();
const mostKept = 200;

/**
 * The signed contract's PDF, drawn once per process: a signed contract never changes, and drawing one holds the
 * event loop for ~25 ms, which every request in flight waited for each time a download's kept answer was
 * renewed (docs/decisions.md, "Read tails at 64 connections"). Its dates are the signature's, so every process
 * draws the same bytes (and the same ETag).
 */
export function contractPdf(signed: SignedContract): Promise<Uint8Array> {
  const key = JSON.stringify([signed.sha256, signed.signerName, signed.signedOn, signed.signedAt, signed.ip]);
  const kept = drawn.get(key);
  if (kept) return kept;
  if (drawn.size >= mostKept) drawn.delete(drawn.keys().next().value ?? '');
  const pdf = drawPdf(signed);
  drawn.set(key, pdf);
  pdf.catch(() => drawn.delete(key));
  return pdf;
}

async function drawPdf(signed: SignedContract): Promise<Uint8Array> {
  const { document: doc } = signed;
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title}: ${doc.project.name}`);
  pdf.setAuthor(signed.signerName);
  pdf.setSubject(
    `Signed by ${signed.signerName} on ${signed.signedOn}; total ${doc.total.replace('₦', 'NGN ')}`,
  );
  pdf.setCreationDate(new Date(signed.signedAt));
  pdf.setModificationDate(new Date(signed.signedAt));
  const write = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
    rgb(0.1, 0.1, 0.12),
  );

  write.text(doc.title, { size: 18, bold: true, gap: 2 });
  write.text(`${doc.project.name}${doc.project.type ? ` (${doc.project.type})` : ''}`, { size: 12 });
  const business = doc.client.business ? `, ${doc.client.business}` : '';
  write.text(`Client: ${doc.client.name}${business} <${doc.client.email}>`);
  write.text(`Status: Signed by ${signed.signerName} on ${signed.signedOn}`, { bold: true });

  write.heading('Contract Details');
  write.text(`Project scope: ${doc.scope}`);
  write.text(`Team composition: ${doc.team_composition}`);
  for (const member of doc.team) {
    write.text(`- ${member.name}, ${member.role}: ${member.rate} x ${member.weeks} weeks = ${member.amount}`);
  }
  write.text(`Timeline: ${doc.timeline_weeks} weeks`);
  write.text(
    `Deliverables: ${doc.deliverables.length ? doc.deliverables.join('; ') : 'As set out in the brief'}`,
  );
  if (doc.features?.length) write.text(`Features: ${doc.features.join('; ')}`);
  write.text(`Payment schedule: ${doc.payment_schedule_summary}`);
  for (const part of doc.payment_schedule) {
    write.text(`- ${part.label}: ${part.amount}, due ${part.due_date ?? part.due}`);
  }
  write.text(`Payment method: ${doc.payment_method}`);
  write.text(`Total project cost: ${doc.total}`, { bold: true });
  write.text(`First payment due: ${doc.first_payment} on ${doc.first_payment_due}`);

  write.heading('Terms & Conditions');
  doc.terms.forEach((term, index) => write.text(`${index + 1}. ${term}`));

  write.heading('Signature');
  write.text(`Signed by: ${signed.signerName}`);
  write.text(`Date: ${signed.signedOn} (${signed.signedAt})`);
  write.text(`From address: ${signed.ip}`);
  write.text(`Total: ${doc.total}`);
  write.text(`Document SHA-256: ${signed.sha256}`, { size: 8 });
  return pdf.save();
}
