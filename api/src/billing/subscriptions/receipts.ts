import type { PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { describePayable } from '../payments/payables.js';
import { day, documentHead, money, pdfDocument } from './invoice-pdf.js';
import type { Text } from './invoice-pdf.js';
import { buyerOf } from './issue-invoice.js';
import { formatNaira } from './money.js';
import type { Seller } from './seller.js';

/*
 * A receipt for every verified payment: what it paid (each invoice and the amount applied to it), what was
 * refunded as more than was owed, and the total the provider took. E-mailed to the payer with its PDF once
 * the payment is recorded, once (the payment's `receiptSentAt` is claimed first), and downloadable from
 * Billing (`GET /api/payments/{reference}/receipt/`).
 */

export interface Receipt {
  reference: string;
  paidAt: Date;
  payer: { name: string; address: string; email: string };
  lines: { description: string; amountKobo: number }[];
  refundedKobo: number;
  totalKobo: number;
}

export const RECEIPT_MESSAGES = {
  notPaid: 'This payment has no receipt: it was not paid.',
  subject: (reference: string) => `Receipt for your payment ${reference}`,
} as const;

/** The receipt of a settled payment; null while it is not. */
export async function receiptOf(prisma: PrismaClient, paymentId: string): Promise<Receipt | null> {
  const payment = await prisma.payment.findUnique({
    where: { id: paymentId },
    include: { refunds: true, allocations: true },
  });
  if (!payment || payment.status !== 'SUCCESS') return null;
  const applied = await prisma.journalEntry.findMany({
    where: { paymentId, account: 'receivable', movement: { startsWith: 'apply:' } },
  });
  const lines = [];
  for (const { payable } of [...payment.allocations].sort((a, b) => a.payable.localeCompare(b.payable))) {
    const amountKobo = -applied
      .filter((row) => row.payable === payable)
      .reduce((sum, row) => sum + Number(row.amountKobo), 0);
    if (amountKobo > 0) lines.push({ description: await describePayable(prisma, payable), amountKobo });
  }
  const buyer = await buyerOf(prisma, payment.payerId);
  return {
    reference: payment.reference,
    paidAt: payment.paidAt ?? payment.updatedAt,
    payer: { name: buyer.buyerName, address: buyer.buyerAddress, email: buyer.buyerEmail },
    lines,
    refundedKobo: payment.refunds.reduce((sum, refund) => sum + Number(refund.amountKobo), 0),
    totalKobo: Number(payment.amountKobo),
  };
}

export function receiptPdf(receipt: Receipt, seller: Seller): Uint8Array<ArrayBuffer> {
  const texts: Text[] = [];
  let y = documentHead(texts, {
    title: 'Receipt',
    number: receipt.reference,
    facts: [`Paid: ${day(receipt.paidAt.toISOString())}`, 'Status: Paid'],
    from: { name: seller.legalName, address: seller.address, taxId: seller.taxId },
    to: { name: receipt.payer.name, address: receipt.payer.address, email: receipt.payer.email },
  });
  texts.push(
    { x: 50, y, size: 10, bold: true, text: 'Paid towards' },
    { x: 460, y, size: 10, bold: true, text: 'Amount' },
  );
  y -= 18;
  const rows = [
    ...receipt.lines,
    ...(receipt.refundedKobo > 0
      ? [{ description: 'More than was owed, refunded to you', amountKobo: receipt.refundedKobo }]
      : []),
  ];
  for (const row of rows) {
    texts.push(
      { x: 50, y, size: 10, text: row.description.slice(0, 70) },
      { x: 460, y, size: 10, text: money(row.amountKobo) },
    );
    y -= 16;
  }
  texts.push(
    { x: 370, y: y - 10, size: 11, bold: true, text: 'Received' },
    { x: 460, y: y - 10, size: 11, bold: true, text: money(receipt.totalKobo) },
  );
  return pdfDocument(texts);
}

function receiptText(receipt: Receipt, publicUrl: string): string {
  const paid = receipt.lines.map((line) => `- ${line.description}: ${formatNaira(line.amountKobo)}`);
  const refunded =
    receipt.refundedKobo > 0
      ? [
          `- More than was still owed, refunded to the card or account that paid: ${formatNaira(receipt.refundedKobo)}`,
        ]
      : [];
  return [
    `Thank you. We received ${formatNaira(receipt.totalKobo)} on ${day(receipt.paidAt.toISOString())} (payment ${receipt.reference}).`,
    '',
    ...paid,
    ...refunded,
    '',
    'Your receipt is attached as a PDF. Your invoices and receipts are in Billing:',
    new URL('/billing', publicUrl).toString(),
  ].join('\n');
}

export type ReceiptDeps = Pick<AppDeps, 'prisma' | 'mailer' | 'publicUrl' | 'log' | 'seller'>;

/**
 * E-mails the receipt of every settled payment that has not had one, each claimed first so that two
 * processes settling at once send it once. A mail server that is down gives the claim back: the next
 * settlement (or start) tries again.
 */
export async function sendReceipts(deps: ReceiptDeps): Promise<void> {
  const waiting = await deps.prisma.payment.findMany({
    where: { status: 'SUCCESS', receiptSentAt: null },
    include: { payer: { select: { email: true } } },
    orderBy: { paidAt: 'asc' },
    take: 20,
  });
  for (const payment of waiting) {
    const claimed = await deps.prisma.payment.updateMany({
      where: { id: payment.id, receiptSentAt: null },
      data: { receiptSentAt: new Date() },
    });
    if (claimed.count === 0) continue;
    const receipt = await receiptOf(deps.prisma, payment.id);
    if (!receipt) continue;
    try {
      await deps.mailer.send({
        to: payment.payer.email,
        subject: RECEIPT_MESSAGES.subject(receipt.reference),
        text: receiptText(receipt, deps.publicUrl),
        attachments: [
          {
            filename: `receipt-${receipt.reference}.pdf`,
            contentType: 'application/pdf',
            content: Buffer.from(receiptPdf(receipt, deps.seller)).toString('base64'),
            encoding: 'base64',
          },
        ],
      });
    } catch (error) {
      await deps.prisma.payment.update({ where: { id: payment.id }, data: { receiptSentAt: null } });
      deps.log(`payments: the receipt of ${payment.reference} was not sent: ${(error as Error).message}`);
    }
  }
}
