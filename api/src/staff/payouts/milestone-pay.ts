import type { Milestone, Prisma } from '@platform/prisma';
import { withholdingOf } from '../../billing/subscriptions/team-invoice-terms.js';
import { signedDocument } from '../../workspace/contracts/contract-document.js';
import { post } from '../../billing/ledger/journal.js';

/*
 * Paying the team (docs/decisions.md, "Paying the team"): placed talent earn per accepted milestone. When a
 * milestone is accepted, each talent who joined the project gets a team invoice for their share of the
 * milestone's amount (their line of the signed contract over its total) and a payout of it less the
 * withholding tax, for Finance to send. Runs in the acceptance's transaction, which claims the milestone
 * once; a second run (a retry) finds the invoice and adds nothing.
 */

const DAY_MS = 86_400_000;
/** A payout is due to the talent a week after the work is accepted. */
export const PAYOUT_DUE_DAYS = 7;
export const MILESTONE_PAY_TYPE = 'Milestone';

/**
 * Each contract line's share of `amount`, in whole kobo adding up to it exactly: the kobo the division
 * leaves go one each to the lines with the largest remainders (the earlier line on a tie).
 */
export function sharesOf(lines: { talent_id: string; amount_kobo: number }[], amount: number) {
  const total = BigInt(lines.reduce((sum, line) => sum + line.amount_kobo, 0));
  if (total === 0n) return new Map<string, number>();
  const exact = lines.map((line, index) => {
    const product = BigInt(line.amount_kobo) * BigInt(amount);
    return { id: line.talent_id, index, base: product / total, remainder: product % total };
  });
  let left = BigInt(amount) - exact.reduce((sum, share) => sum + share.base, 0n);
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.base += 1n;
    left -= 1n;
  }
  return new Map(exact.map((share) => [share.id, Number(share.base)]));
}

/** The team invoices and payouts of an accepted milestone, once per talent. */
export async function accrueMilestonePay(
  tx: Prisma.TransactionClient,
  milestone: Milestone,
  at: Date,
): Promise<void> {
  // The contract row's lock: two milestones accepted at once do not both open a talent's team payment.
  await tx.$executeRaw`SELECT id FROM project_contracts WHERE project_id = ${milestone.projectId}::uuid FOR UPDATE`;
  const contract = await tx.projectContract.findUnique({ where: { projectId: milestone.projectId } });
  if (!contract) return;
  const document = signedDocument(contract);
  const shares = sharesOf(document.team, Number(milestone.amountKobo));
  const joined = await tx.teamProposalMember.findMany({
    where: { projectId: milestone.projectId, acceptedAt: { not: null }, talent: { userId: { not: null } } },
    include: { talent: true },
    orderBy: { position: 'asc' },
  });
  const tasks = await tx.taskFeature.findMany({
    where: { featureId: { in: milestone.featureIds }, task: { projectId: milestone.projectId } },
    select: { taskId: true },
  });
  const taskIds = [...new Set(tasks.map((task) => task.taskId))];
  // The team payment's "per period" amount is the line's pay over the contract's months.
  const months = Math.max(1, Math.ceil((document.timeline_weeks * 7) / 30));
  for (const seat of joined) {
    const line = document.team.find((member) => member.talent_id === seat.talentId);
    const gross = shares.get(seat.talentId) ?? 0;
    const memberId = seat.talent.userId;
    if (!line || gross <= 0 || !memberId) continue;
    const teamPayment =
      (await tx.teamPayment.findFirst({
        where: { projectId: milestone.projectId, memberId, paymentType: MILESTONE_PAY_TYPE },
      })) ??
      (await tx.teamPayment.create({
        data: {
          projectId: milestone.projectId,
          memberId,
          paymentType: MILESTONE_PAY_TYPE,
          contractType: 'Freelance',
          amountKobo: BigInt(Math.round(line.amount_kobo / months)),
          contractValueKobo: BigInt(line.amount_kobo),
          startDate: seat.acceptedAt ?? at,
          durationMonths: months,
        },
      }));
    const existing = await tx.teamInvoice.findUnique({
      where: { teamPaymentId_milestoneId: { teamPaymentId: teamPayment.id, milestoneId: milestone.id } },
    });
    if (existing) continue;
    const last = await tx.teamInvoice.aggregate({
      where: { teamPaymentId: teamPayment.id },
      _max: { number: true },
    });
    const withholding = withholdingOf(gross);
    const invoice = await tx.teamInvoice.create({
      data: {
        teamPaymentId: teamPayment.id,
        number: (last._max.number ?? 0) + 1,
        issuedAt: at,
        dueAt: new Date(at.getTime() + PAYOUT_DUE_DAYS * DAY_MS),
        items: [{ description: `${milestone.title}: ${line.role}`, quantity: 1, unit_kobo: gross }],
        totalKobo: BigInt(gross),
        taskIds,
        milestoneId: milestone.id,
      },
    });
    await tx.payout.create({
      data: {
        teamInvoiceId: invoice.id,
        talentId: seat.talentId,
        grossKobo: BigInt(gross),
        withholdingKobo: BigInt(withholding),
        amountKobo: BigInt(gross - withholding),
      },
    });
    // The platform owes the talent the gross; the withholding tax within it is owed to the tax office.
    await post(tx, {
      movement: `accrue:${invoice.id}`,
      debit: { account: 'team-cost' },
      credit: { account: 'talent-payable' },
      amountKobo: gross,
    });
    await post(tx, {
      movement: `withhold:${invoice.id}`,
      debit: { account: 'talent-payable' },
      credit: { account: 'withholding' },
      amountKobo: withholding,
    });
  }
}
