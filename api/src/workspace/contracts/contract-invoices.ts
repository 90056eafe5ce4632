import type { Invoice, Prisma, PrismaClient } from '@platform/prisma';
import { issueInvoice } from '../../billing/subscriptions/issue-invoice.js';
import { vatWithinKobo } from '../../billing/subscriptions/money.js';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { signedDocument } from './contract-document.js';
import { contractMessages } from './contract-terms.js';

/*
 * Every part of a signed contract's payment schedule (the first payment, the second 50%, each monthly part)
 * is an account invoice of the project's owner when it falls due, paid like any invoice: one balance
 * (`invoice:<id>`, api/src/billing/payments/payables.ts), one series, in Billing with Pay. The invoice is raised once
 * per part (unique project and part), so nothing is ever owed twice.
 */

/** What a contract's invoice is for (the invoice list says "Contract payment"). */
export const CONTRACT_PAYMENT_PURPOSE = 'contract-payment';

/** A monthly part is invoiced this long before its due date, so the reminder before it has time to go out. */
export const MONTHLY_PART_NOTICE_MS = 7 * 86_400_000;

/** The payable the first payment was before it became its invoice (api/src/billing/payments/payables.ts). */
const formerFirstPayment = (projectId: string) => `contract-first-payment:${projectId}`;

/** The part's scheduled date: the contract stores its day, at the time of day it was signed. */
const scheduledAt = (dueDate: string | null, signedAt: Date) =>
  dueDate ? new Date(`${dueDate}${signedAt.toISOString().slice(10)}`) : signedAt;

/**
 * A first payment paid or being paid before it became an invoice keeps its history: its attempts, refunds
 * and journal rows now name the invoice, which is Paid when the contract says the first payment arrived.
 */
async function adoptFormerFirstPayment(
  tx: Prisma.TransactionClient,
  invoice: Invoice,
  projectId: string,
  verifiedAt: Date | null,
): Promise<Invoice> {
  const former = formerFirstPayment(projectId);
  const payable = `invoice:${invoice.id}`;
  await tx.$executeRaw`UPDATE payment_allocations SET payable = ${payable} WHERE payable = ${former}`;
  await tx.$executeRaw`UPDATE refunds SET payable = ${payable} WHERE payable = ${former}`;
  await tx.$executeRaw`
    UPDATE journal_entries SET movement = replace(movement, ${former}, ${payable}),
      payable = CASE WHEN payable = ${former} THEN ${payable} ELSE payable END
    WHERE payable = ${former} OR strpos(movement, ${former}) > 0`;
  await tx.payment.updateMany({
    where: { invoiceId: null, allocations: { some: { payable } } },
    data: { invoiceId: invoice.id },
  });
  if (!verifiedAt) return invoice;
  return tx.invoice.update({ where: { id: invoice.id }, data: { status: 'PAID', paidAt: verifiedAt } });
}

export interface ContractPart {
  projectId: string;
  /** The index in the contract's payment schedule: 0 is the payment on signing. */
  part: number;
  now?: Date;
}

/**
 * The invoice of one part of a signed contract's schedule, raised when it falls due (signing raises the
 * first; a client accepting a delivery, or the hourly sweep for monthly parts, the later ones). Idempotent:
 * asked again, from anywhere, at the same moment, it answers the invoice already raised. Runs in the
 * caller's transaction, under the contract row's lock.
 */
export async function raiseContractPartInvoice(
  tx: Prisma.TransactionClient,
  { projectId, part, now = new Date() }: ContractPart,
): Promise<Invoice> {
  await tx.$executeRaw`SELECT id FROM project_contracts WHERE project_id = ${projectId}::uuid FOR UPDATE`;
  const raised = await tx.invoice.findUnique({
    where: { projectId_contractPart: { projectId, contractPart: part } },
  });
  if (raised) return raised;
  const contract = await tx.projectContract.findUnique({ where: { projectId }, include: { project: true } });
  if (!contract) throw new ConflictError(contractMessages.notSigned);
  const document = signedDocument(contract);
  const scheduled = document.payment_schedule[part];
  if (!Number.isInteger(part) || !scheduled) {
    throw new RangeError(`The contract of project ${projectId} has no part ${part}.`);
  }
  const gross = scheduled.amount_kobo;
  const vat = vatWithinKobo(gross);
  const due = scheduledAt(scheduled.due_date, contract.signedAt);
  const invoice = await issueInvoice(
    tx,
    {
      ownerId: contract.project.ownerId,
      purpose: CONTRACT_PAYMENT_PURPOSE,
      lines: [
        {
          description: `${contract.project.name}: ${scheduled.label} (${document.title})`,
          quantity: 1,
          unitKobo: gross - vat,
        },
      ],
      withVat: true,
      vatKobo: vat,
      // On signing: the signing day; a monthly part: its day; a delivery: the day it is accepted.
      dueAt: part === 0 ? contract.signedAt : document.installments && due > now ? due : now,
      contract: { projectId, part },
    },
    now,
  );
  return part === 0
    ? adoptFormerFirstPayment(tx, invoice, projectId, contract.firstPaymentVerifiedAt)
    : invoice;
}

/**
 * Raises what has fallen due without anyone asking: the first payment of a contract signed before its
 * payments were invoices, and each monthly part from a week before its day. Run at start and hourly;
 * several processes at once raise each invoice once (the contract row's lock, the unique part).
 */
export async function raiseDueContractInvoices(prisma: PrismaClient, now: Date): Promise<number> {
  const contracts = await prisma.projectContract.findMany({
    where: {
      OR: [
        { project: { invoices: { none: { contractPart: 0 } } } },
        { document: { path: ['installments'], equals: true } },
      ],
    },
    select: {
      projectId: true,
      signedAt: true,
      document: true,
      project: { select: { invoices: { select: { contractPart: true } } } },
    },
  });
  let raised = 0;
  for (const contract of contracts) {
    const document = signedDocument(contract);
    const invoiced = new Set(contract.project.invoices.map((invoice) => invoice.contractPart));
    const due = document.payment_schedule.flatMap((scheduled, part) =>
      !invoiced.has(part) &&
      (part === 0 ||
        (document.installments &&
          scheduledAt(scheduled.due_date, contract.signedAt).getTime() - MONTHLY_PART_NOTICE_MS <=
            now.getTime()))
        ? [part]
        : [],
    );
    for (const part of due) {
      await prisma.$transaction((tx) =>
        raiseContractPartInvoice(tx, { projectId: contract.projectId, part, now }),
      );
      raised += 1;
    }
  }
  return raised;
}
