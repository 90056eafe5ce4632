import { ACCOUNT_RESTRICTION_TEXTS, formatNaira, GRACE_PERIOD_DAYS } from '@platform/contract';
import type { Invoice, Prisma, PrismaClient } from '@platform/prisma';
import { CONTRACT_PAYMENT_PURPOSE } from '../../workspace/contracts/contract-invoices.js';
import { ApiError } from '../../platform/http/api-error.js';
import { paidOn } from '../ledger/journal.js';
import { payableKey } from '../payments/payable-key.js';
import { formatDate } from './billing-dates.js';
import { invoiceNumberText } from './invoice-numbers.js';

type Db = PrismaClient | Prisma.TransactionClient;

/*
 * The grace period (docs/decisions.md, "Grace period and restriction"): a bill unpaid more than
 * GRACE_PERIOD_DAYS after its due date pauses what would make the account owe more (new projects,
 * invitations, seats); everything already there keeps working. Bills are what the account owes whether it
 * wanted more or not: a period's renewal and a contract's instalments. A seats purchase or an upgrade left
 * unpaid bought nothing, so it never restricts. Paying the bill lifts it at once: nothing is stored, every
 * check reads the invoices as they are.
 */

const dayMs = 86_400_000;

/** The last day of grace: the bill restricts the account once this has passed. */
export const graceEndsAt = (dueAt: Date) => new Date(dueAt.getTime() + GRACE_PERIOD_DAYS * dayMs);

/** Where the refusal and the banner send the payer: Billing's invoices, each with its Pay. */
export const payBillsLink = '/billing';

export interface AccountRestriction {
  invoice: Invoice;
  number: string;
  dueAt: Date;
  owedKobo: number;
  message: string;
}

/** Bills still to pay (kind INVOICE: a credit note owes nothing). */
export const pendingBills = () =>
  ({
    kind: 'INVOICE',
    status: 'PENDING',
    purpose: { in: ['renewal', CONTRACT_PAYMENT_PURPOSE] },
  }) satisfies Prisma.InvoiceWhereInput;

/** The oldest bill unpaid past its grace period, or null when the account is in good standing. */
export async function accountRestriction(
  db: Db,
  ownerId: string,
  now: Date,
): Promise<AccountRestriction | null> {
  const invoice = await db.invoice.findFirst({
    where: { ...pendingBills(), ownerId, dueAt: { lt: new Date(now.getTime() - GRACE_PERIOD_DAYS * dayMs) } },
    orderBy: [{ dueAt: 'asc' }, { number: 'asc' }],
  });
  if (!invoice?.dueAt) return null;
  const owedKobo = Number(invoice.totalKobo) - (await paidOn(db, payableKey('invoice', invoice.id)));
  const number = invoiceNumberText(invoice.kind, invoice.number);
  return {
    invoice,
    number,
    dueAt: invoice.dueAt,
    owedKobo,
    message: ACCOUNT_RESTRICTION_TEXTS.restricted(number, formatNaira(owedKobo), formatDate(invoice.dueAt)),
  };
}

/** 402 while the account is restricted; the refusal links to Billing, where the bill is paid. */
export async function assertNotRestricted(db: Db, ownerId: string, now: Date): Promise<void> {
  const restriction = await accountRestriction(db, ownerId, now);
  if (restriction) {
    throw new ApiError(402, restriction.message, { headers: { Link: `<${payBillsLink}>; rel="payment"` } });
  }
}
