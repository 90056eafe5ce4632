import { TEAM_PAYMENT_AMOUNT_MESSAGES, TEAM_PAYMENT_TYPE_LABELS } from '@platform/contract';
import type { Payout, PrismaClient, TeamInvoice, TeamPaymentKind, TeamPaymentRecord } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import {
  ConflictError,
  InvalidFieldError,
  NotFoundError,
  notFoundAs,
} from '../../platform/errors/domain-errors.js';
import { requireProjectPermission } from '../../workspace/permissions/project-permission.js';
import { payableKey } from '../payments/payable-key.js';
import { bonusCapBasisPoints, invoiceNumber, withholdingOf } from './team-invoice-terms.js';
import { formatNaira } from './money.js';
import { paymentView } from '../payments/payment-views.js';
import type { PaymentView } from '../payments/payment-views.js';
import { startPayment } from '../payments/start-payment.js';

/*
 * Team payments (/billing/team-payments): what the members of the caller's projects are paid. Money of a
 * project: seen with View in Budget & Financial Control, paid with Approve (docs/permissions.md).
 * Amounts are gross in kobo; the breakdown's taxes are the 5% withholding tax within them, and no VAT
 * applies (docs/decisions.md). A placed talent's invoice for an accepted milestone (`milestoneId`) is paid by
 * the platform from the contract the client paid (api/src/staff/payouts/): the client sees it, Paid once its
 * payout is, and never pays it a second time here.
 */

/** Upcoming: due within the next 7 days (the spec's workspace constants and limits). */
export const upcomingWindowMs = 7 * 86_400_000;

export const TEAM_PAYMENT_MESSAGES = {
  notFound: 'Team payment not found.',
  paidByContract:
    'This invoice is paid by the platform from the project’s contract: there is nothing to pay here.',
  invoiceNotFound: 'Invoice not found.',
  // Shared with mf-billing, which checks the amount before asking (@platform/contract).
  ...TEAM_PAYMENT_AMOUNT_MESSAGES,
} as const;

export const KIND_LABELS: Record<TeamPaymentKind, string> = {
  REGULAR: TEAM_PAYMENT_TYPE_LABELS.regular,
  BONUS: TEAM_PAYMENT_TYPE_LABELS.bonus,
  INSTALLMENT: TEAM_PAYMENT_TYPE_LABELS.installment,
};
export const kindOf = { regular: 'REGULAR', bonus: 'BONUS', installment: 'INSTALLMENT' } as const;

type Status = 'Paid' | 'Pending' | 'Overdue';
type InvoiceWithRecords = TeamInvoice & { payments: TeamPaymentRecord[]; payout?: Payout | null };

/** The client pays the invoice here; a milestone's is paid by the platform (its payout). */
export const clientPays = (invoice: Pick<TeamInvoice, 'milestoneId'>) => invoice.milestoneId === null;

const paidTowardsBalance = (invoice: InvoiceWithRecords) =>
  invoice.payments
    .filter((record) => record.status === 'SUCCESS' && record.kind !== 'BONUS')
    .reduce((sum, record) => sum + Number(record.amountKobo), 0);

const balanceOf = (invoice: InvoiceWithRecords) =>
  clientPays(invoice) ? Math.max(0, Number(invoice.totalKobo) - paidTowardsBalance(invoice)) : 0;

function statusOf(invoice: InvoiceWithRecords, now: Date): Status {
  if (!clientPays(invoice)) return invoice.payout?.status === 'PAID' ? 'Paid' : 'Pending';
  return balanceOf(invoice) === 0 ? 'Paid' : invoice.dueAt < now ? 'Overdue' : 'Pending';
}

/** Regular pays the balance, Installment up to half the invoice, Bonus up to a fifth of it, on top. */
export function limitsOf(invoice: InvoiceWithRecords): Record<keyof typeof kindOf, number> {
  const total = Number(invoice.totalKobo);
  const balance = balanceOf(invoice);
  if (!clientPays(invoice)) return { regular: 0, installment: 0, bonus: 0 };
  const bonuses = invoice.payments
    .filter((record) => record.status === 'SUCCESS' && record.kind === 'BONUS')
    .reduce((sum, record) => sum + Number(record.amountKobo), 0);
  return {
    regular: balance,
    installment: Math.min(balance, Math.floor(total / 2)),
    bonus: Math.max(0, Math.floor((total * bonusCapBasisPoints) / 10_000) - bonuses),
  };
}

/** Projects whose money the caller may see: theirs, and those where they hold Budget & Financial Control. */
async function visibleProjectIds(prisma: PrismaClient, userId: string): Promise<string[]> {
  const owned = await prisma.project.findMany({ where: { ownerId: userId }, select: { id: true } });
  const member = await prisma.projectMember.findMany({
    where: { userId, status: 'ACTIVE' },
    select: { projectId: true },
  });
  // Every level includes View, so each active membership sees; paying needs Approve (payTeamInvoice).
  return [...owned.map((p) => p.id), ...member.map((m) => m.projectId)];
}

const memberCard = (user: { firstName: string; lastName: string; email: string }, role: string) => ({
  name: `${user.firstName} ${user.lastName}`.trim(),
  role,
  email: user.email,
});

async function roleIn(prisma: PrismaClient, projectId: string, userId: string): Promise<string> {
  const member = await prisma.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
    select: { role: true },
  });
  return member?.role ?? 'Team member';
}

const durationText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

const include = {
  member: { select: { firstName: true, lastName: true, email: true } },
  invoices: { include: { payments: true, payout: true }, orderBy: { issuedAt: 'desc' as const } },
};

export async function teamPaymentsOverview(prisma: PrismaClient, userId: string, now: Date) {
  const rows = await prisma.teamPayment.findMany({
    where: { projectId: { in: await visibleProjectIds(prisma, userId) } },
    include,
    orderBy: { createdAt: 'asc' },
  });
  const open = rows.flatMap((row) => row.invoices).filter((invoice) => balanceOf(invoice) > 0);
  const upcoming = open.filter(
    (invoice) => invoice.dueAt >= now && invoice.dueAt.getTime() <= now.getTime() + upcomingWindowMs,
  );
  const payroll = rows.reduce((sum, row) => sum + Number(row.amountKobo), 0);
  const taxes = withholdingOf(payroll);
  const payments = await Promise.all(
    rows.map(async (row) => {
      const unpaid = row.invoices.filter((invoice) => balanceOf(invoice) > 0);
      const next = unpaid.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
      const statuses = row.invoices.map((invoice) => statusOf(invoice, now));
      return {
        id: row.id,
        member: memberCard(row.member, await roleIn(prisma, row.projectId, row.memberId)),
        payment_type: row.paymentType,
        amount_kobo: Number(row.amountKobo),
        status: (statuses.includes('Overdue')
          ? 'Overdue'
          : statuses.includes('Pending')
            ? 'Pending'
            : 'Paid') as Status,
        next_due_date: next?.dueAt.toISOString() ?? null,
        contract_duration: durationText(row.durationMonths),
      };
    }),
  );
  return {
    summary: {
      total_payroll_kobo: payroll,
      talent_pay_kobo: payroll - taxes,
      taxes_kobo: taxes,
      outstanding_kobo: open.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
      upcoming_kobo: upcoming.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
      upcoming_count: upcoming.length,
    },
    payments,
  };
}

/** The team payment when the caller may see its project's money (404 for strangers, like a missing one). */
async function visibleTeamPayment(
  prisma: PrismaClient,
  userId: string,
  id: string,
  level: 'View' | 'Approve',
) {
  const row = await prisma.teamPayment.findUnique({ where: { id }, include });
  const notFound = () => new NotFoundError(TEAM_PAYMENT_MESSAGES.notFound);
  if (!row) throw notFound();
  await notFoundAs(
    requireProjectPermission(prisma, userId, row.projectId, 'budgetAndFinancialControl', level),
    notFound,
  );
  return row;
}

const taskProgress: Record<string, number> = {
  BACKLOG: 0,
  TO_DO: 10,
  IN_PROGRESS: 50,
  READY_FOR_REVIEW: 75,
  APPROVED: 90,
  COMPLETED: 100,
  BLOCKED: 25,
};

const statusWords = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

export async function teamPaymentDetail(prisma: PrismaClient, userId: string, id: string, now: Date) {
  const row = await visibleTeamPayment(prisma, userId, id, 'View');
  const taskIds = [...new Set(row.invoices.flatMap((invoice) => invoice.taskIds))];
  const tasks = await prisma.task.findMany({ where: { id: { in: taskIds }, projectId: row.projectId } });
  const unpaid = row.invoices
    .filter((invoice) => balanceOf(invoice) > 0)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  return {
    id: row.id,
    member: memberCard(row.member, await roleIn(prisma, row.projectId, row.memberId)),
    contract_type: row.contractType,
    start_date: row.startDate.toISOString(),
    duration: durationText(row.durationMonths),
    contract_value_kobo: Number(row.contractValueKobo),
    due_payment_kobo: unpaid.reduce((sum, invoice) => sum + balanceOf(invoice), 0),
    due_date: unpaid[0]?.dueAt.toISOString() ?? null,
    payment_history: row.invoices
      .flatMap((invoice) => invoice.payments)
      .filter((record) => record.status === 'SUCCESS' && record.paidAt)
      .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))
      .map((record) => ({
        id: record.id,
        paid_at: record.paidAt?.toISOString() ?? '',
        payment_type: KIND_LABELS[record.kind],
        amount_kobo: Number(record.amountKobo),
        status: 'Paid',
      })),
    linked_tasks: tasks.map((task) => ({
      id: task.id,
      title: task.name,
      status: statusWords(task.status),
      progress: taskProgress[task.status] ?? 0,
    })),
    invoices: row.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.number),
      issued_at: invoice.issuedAt.toISOString(),
      due_date: invoice.dueAt.toISOString(),
      amount_kobo: Number(invoice.totalKobo),
      status: statusOf(invoice, now),
    })),
  };
}

interface Item {
  description: string;
  quantity: number;
  unit_kobo: number;
}

async function visibleTeamInvoice(
  prisma: PrismaClient,
  userId: string,
  id: string,
  level: 'View' | 'Approve',
) {
  const invoice = await prisma.teamInvoice.findUnique({ where: { id }, select: { teamPaymentId: true } });
  const notFound = () => new NotFoundError(TEAM_PAYMENT_MESSAGES.invoiceNotFound);
  if (!invoice) throw notFound();
  const row = await notFoundAs(visibleTeamPayment(prisma, userId, invoice.teamPaymentId, level), notFound);
  const full = row.invoices.find((candidate) => candidate.id === id);
  if (!full) throw notFound();
  return { row, invoice: full };
}

export async function teamInvoiceDetail(prisma: PrismaClient, userId: string, id: string, now: Date) {
  const { row, invoice } = await visibleTeamInvoice(prisma, userId, id, 'View');
  const project = await prisma.project.findUniqueOrThrow({
    where: { id: row.projectId },
    include: { owner: { include: { businessProfile: true } } },
  });
  const tasks = await prisma.task.findMany({
    where: { id: { in: invoice.taskIds }, projectId: row.projectId },
  });
  const items = (invoice.items as unknown as Item[]).map((item) => ({
    ...item,
    amount_kobo: item.quantity * item.unit_kobo,
  }));
  const talent = memberCard(row.member, await roleIn(prisma, row.projectId, row.memberId));
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.number),
    issued_at: invoice.issuedAt.toISOString(),
    due_date: invoice.dueAt.toISOString(),
    status: statusOf(invoice, now),
    from: { name: talent.name, email: talent.email, address: '' },
    to: {
      name:
        project.owner.businessProfile?.businessName ?? `${project.owner.firstName} ${project.owner.lastName}`,
      email: project.owner.email,
      address: project.owner.businessProfile?.address ?? '',
    },
    talent,
    tasks: tasks.map((task) => ({ id: task.id, title: task.name, progress: taskProgress[task.status] ?? 0 })),
    items,
    total_kobo: Number(invoice.totalKobo),
    paid_kobo: paidTowardsBalance(invoice),
    balance_kobo: balanceOf(invoice),
    limits_kobo: limitsOf(invoice),
  };
}

/** Process Payment: the amount checked against what the type may pay, then the provider's checkout. */
export async function payTeamInvoice(
  deps: AppDeps,
  userId: string,
  id: string,
  type: keyof typeof kindOf,
  amountKobo: number,
): Promise<PaymentView> {
  const { invoice } = await visibleTeamInvoice(deps.prisma, userId, id, 'Approve');
  const label = KIND_LABELS[kindOf[type]];
  if (!clientPays(invoice)) throw new ConflictError(TEAM_PAYMENT_MESSAGES.paidByContract);
  if (amountKobo <= 0) {
    throw new InvalidFieldError('amount', TEAM_PAYMENT_MESSAGES.positive);
  }
  const max = limitsOf(invoice)[type];
  if (max <= 0) {
    const message = TEAM_PAYMENT_MESSAGES.nothingToPay(label);
    throw new InvalidFieldError('amount', message);
  }
  if (amountKobo > max) {
    const message = TEAM_PAYMENT_MESSAGES.tooHigh(label, formatNaira(max));
    throw new InvalidFieldError('amount', message);
  }
  // A bonus is paid on top of the invoice, so it is an amount of its own; while an attempt at either is
  // open, Pay answers that attempt (start-payment.ts), whoever presses it.
  const payment = await startPayment(deps, {
    payerId: userId,
    purpose: 'team-payment',
    pays: [{ payable: payableKey(type === 'bonus' ? 'team-bonus' : 'team-invoice', invoice.id), amountKobo }],
    returnPath: `/billing/team-payments/invoice-details/${invoice.id}`,
    metadata: { team_invoice_id: invoice.id, payment_type: label },
    onCreate: async (tx, attempt) => {
      await tx.teamPaymentRecord.create({
        data: {
          teamInvoiceId: invoice.id,
          kind: kindOf[type],
          amountKobo: BigInt(amountKobo),
          reference: attempt.reference,
        },
      });
    },
  });
  return paymentView(payment);
}
