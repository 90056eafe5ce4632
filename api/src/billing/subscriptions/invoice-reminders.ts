import { formatNaira } from '@platform/contract';
import type { Invoice, PrismaClient } from '@platform/prisma';
import type { Logger } from '../../platform/http/app-env.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { paidOn } from '../ledger/journal.js';
import { notify } from '../../workspace/notifications/notify.js';
import { payableKey } from '../payments/payable-key.js';
import { graceEndsAt, payBillsLink, pendingBills } from './account-restriction.js';
import { formatDate } from './billing-dates.js';
import { invoiceNumberText } from './invoice-numbers.js';
import { invoiceDescription } from './invoice-views.js';

/*
 * Reminders of the account's bills (docs/decisions.md, "Grace period and restriction"): one a few days
 * before the due date, one a day after it (saying when the grace period ends; not at once, as a bill due on
 * the day it is issued, a contract's payment on signing, would be "overdue" within the hour). Run hourly by the
 * server, as the milestone reminders are; the reminded_*_at column is claimed before telling, so several
 * processes at once remind once.
 */

/** How long before its due date a bill is reminded of. */
export const REMIND_BEFORE_DAYS = 3;

const dayMs = 86_400_000;

export interface InvoiceReminderDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  now: () => Date;
}

export const INVOICE_REMINDER_TEXTS = {
  dueSoon: (number: string, dueDate: string) => `Invoice ${number} is due on ${dueDate}`,
  dueSoonBody: (amount: string, what: string, dueDate: string) =>
    `${amount} for ${what} is due on ${dueDate}. Pay it in Billing.`,
  overdue: (number: string) => `Invoice ${number} is overdue`,
  overdueBody: (amount: string, what: string, dueDate: string, graceEnd: string) =>
    `${amount} for ${what} was due on ${dueDate}. Pay it by ${graceEnd} to keep creating projects, inviting people and adding seats.`,
};

type Column = 'remindedBeforeAt' | 'remindedAfterAt';

export async function sendInvoiceReminders(deps: InvoiceReminderDeps): Promise<number> {
  const now = deps.now();
  const soon = new Date(now.getTime() + REMIND_BEFORE_DAYS * dayMs);
  const rounds: { column: Column; where: { gt?: Date; lte?: Date } }[] = [
    { column: 'remindedBeforeAt', where: { gt: now, lte: soon } },
    { column: 'remindedAfterAt', where: { lte: new Date(now.getTime() - dayMs) } },
  ];
  let reminded = 0;
  for (const { column, where } of rounds) {
    const due = await deps.prisma.invoice.findMany({
      where: { ...pendingBills(), dueAt: where, [column]: null },
      include: { project: { select: { name: true } } },
    });
    for (const invoice of due) {
      const claimed = await deps.prisma.invoice.updateMany({
        where: { id: invoice.id, status: 'PENDING', [column]: null },
        data: { [column]: now },
      });
      if (claimed.count === 0) continue;
      reminded += 1;
      await remind(deps, invoice, column);
    }
  }
  return reminded;
}

async function remind(
  deps: InvoiceReminderDeps,
  invoice: Invoice & { project: { name: string } | null },
  column: Column,
): Promise<void> {
  const dueAt = invoice.dueAt ?? invoice.issuedAt;
  const number = invoiceNumberText(invoice.kind, invoice.number);
  const amount = formatNaira(
    Number(invoice.totalKobo) - (await paidOn(deps.prisma, payableKey('invoice', invoice.id))),
  );
  const what = invoiceDescription(invoice);
  const texts =
    column === 'remindedBeforeAt'
      ? {
          title: INVOICE_REMINDER_TEXTS.dueSoon(number, formatDate(dueAt)),
          body: INVOICE_REMINDER_TEXTS.dueSoonBody(amount, what, formatDate(dueAt)),
        }
      : {
          title: INVOICE_REMINDER_TEXTS.overdue(number),
          body: INVOICE_REMINDER_TEXTS.overdueBody(
            amount,
            what,
            formatDate(dueAt),
            formatDate(graceEndsAt(dueAt)),
          ),
        };
  await notify(
    deps.prisma,
    { userId: invoice.ownerId, kind: 'billing', ...texts, link: payBillsLink },
    { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log },
  );
}
