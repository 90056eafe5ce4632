import type { Payment, Prisma } from '@platform/prisma';
import { planMilestones, startFirstMilestone } from '../milestones/milestone-plan.js';
import { notify } from '../notifications/notify.js';
import { recordActivity } from '../events/record-activity.js';
import type { MailAfterCommit } from '../../billing/payments/settlements.js';
import { PLACEMENTS_PAGE } from '../placements/placement.js';

/** The payment purpose of a contract's first payment (api/src/billing/payments/settlements.ts). */
export const FIRST_PAYMENT_PURPOSE = 'contract-first-payment';

/*
 * What a verified first payment sets off: the contract records it (onboarding's first step), the project
 * moves to In Progress, and the platform places each talent of the signed team, who is told to accept
 * (in the app, and by e-mail once the payment is recorded). It runs inside the transaction that marks the
 * payment paid; a repeated event changes nothing.
 */
export async function recordFirstPayment(
  tx: Prisma.TransactionClient,
  projectId: string,
  payment: { reference: string; at: Date; payerId?: string },
  mailAfterCommit: MailAfterCommit,
): Promise<{ recorded: boolean }> {
  const claimed = await tx.projectContract.updateMany({
    where: { projectId, firstPaymentVerifiedAt: null },
    data: { firstPaymentVerifiedAt: payment.at, firstPaymentReference: payment.reference },
  });
  if (claimed.count === 0) return { recorded: false };
  await tx.project.updateMany({
    where: { id: projectId, status: { in: ['DRAFT', 'PENDING_REVIEW'] } },
    data: { status: 'IN_PROGRESS' },
  });
  // Recent Updates and the teammates' open pages learn it (no amount: every member sees the project's news).
  await recordActivity(tx, {
    projectId,
    actorId: payment.payerId ?? null,
    kind: 'project.first-payment',
    subjectId: projectId,
    summary: `${payment.payerId ? 'made the first payment' : 'The first payment is received'}: the hired team is being placed on the project`,
  });
  // The contract's milestones, the first of which starts now (made here for a contract signed before them).
  await planMilestones(tx, projectId);
  await startFirstMilestone(tx, projectId);
  await tx.teamProposalMember.updateMany({
    where: { projectId, assignedAt: null },
    data: { assignedAt: payment.at },
  });
  const placed = await tx.teamProposalMember.findMany({
    where: { projectId },
    include: { talent: true, proposal: { include: { project: true } } },
  });
  for (const member of placed) {
    if (!member.talent.userId) continue;
    const notice = {
      userId: member.talent.userId,
      kind: 'team' as const,
      title: `You are placed on ${member.proposal.project.name}`,
      body: `The client has paid. Accept the placement to join the team as ${member.talent.role}.`,
      link: PLACEMENTS_PAGE,
    };
    await notify(tx, notice);
    mailAfterCommit(notice);
  }
  return { recorded: true };
}

/** The settlement of a first payment, once it is paid in full. */
export async function settleFirstPayment(
  tx: Prisma.TransactionClient,
  projectId: string,
  payment: Payment,
  now: Date,
  mailAfterCommit: MailAfterCommit,
) {
  await recordFirstPayment(
    tx,
    projectId,
    { reference: payment.reference, at: payment.paidAt ?? now, payerId: payment.payerId },
    mailAfterCommit,
  );
}
