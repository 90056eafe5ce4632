import type { Prisma } from '@platform/prisma';
import { raiseContractPartInvoice } from '../contracts/contract-invoices.js';
import { recordActivity } from '../events/record-activity.js';

/*
 * Milestones and the contract's money: a contract part is paid by its invoice (the first one also by the
 * first payment the onboarding records). Its milestones are Paid once they are accepted and their part is
 * paid, whichever comes last; when every milestone is Paid the project is Completed. Accepting the last
 * milestone of a part raises the part's invoice (api/src/workspace/contracts/contract-invoices.ts).
 */

/** Whether the contract's part `part` has been paid. */
export async function partPaid(
  tx: Prisma.TransactionClient,
  projectId: string,
  part: number,
): Promise<boolean> {
  if (part === 0) {
    const contract = await tx.projectContract.findUnique({ where: { projectId } });
    if (contract?.firstPaymentVerifiedAt) return true;
  }
  const paid = await tx.invoice.count({ where: { projectId, contractPart: part, status: 'PAID' } });
  return paid > 0;
}

/** The project is Completed once it has milestones and every one is Paid. */
async function completeIfDone(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  const [all, paid] = await Promise.all([
    tx.milestone.count({ where: { projectId } }),
    tx.milestone.count({ where: { projectId, status: 'PAID' } }),
  ]);
  if (all === 0 || paid !== all) return;
  const completed = await tx.project.updateMany({
    where: { id: projectId, status: { not: 'COMPLETED' } },
    data: { status: 'COMPLETED' },
  });
  if (completed.count === 0) return;
  await recordActivity(tx, {
    projectId,
    actorId: null,
    kind: 'project.completed',
    subjectId: projectId,
    summary: 'Every milestone is accepted and paid: the project is completed',
  });
}

/** The accepted milestones of a paid part become Paid (once), then the project may be complete. */
export async function markPartPaid(
  tx: Prisma.TransactionClient,
  projectId: string,
  part: number,
  at: Date,
): Promise<void> {
  const accepted = await tx.milestone.findMany({
    where: { projectId, contractPart: part, status: 'ACCEPTED' },
  });
  for (const milestone of accepted) {
    const claimed = await tx.milestone.updateMany({
      where: { id: milestone.id, status: 'ACCEPTED' },
      data: { status: 'PAID', paidAt: at },
    });
    if (claimed.count === 0) continue;
    await tx.milestoneEvent.create({ data: { milestoneId: milestone.id, kind: 'PAID', actorId: null } });
    await recordActivity(tx, {
      projectId,
      actorId: null,
      kind: 'milestone.paid',
      subjectId: milestone.id,
      summary: `${milestone.title} is paid`,
    });
  }
  await completeIfDone(tx, projectId);
}

/**
 * After an acceptance: once every milestone of the part is accepted, the part falls due; a part already
 * paid (the first payment, paid at the kickoff) makes its milestones Paid at once.
 */
export async function settleAcceptedPart(
  tx: Prisma.TransactionClient,
  projectId: string,
  part: number,
  at: Date,
): Promise<void> {
  const waiting = await tx.milestone.count({
    where: { projectId, contractPart: part, status: { notIn: ['ACCEPTED', 'PAID'] } },
  });
  if (waiting > 0) return;
  // The part falls due: its invoice is in Billing with Pay (raised once; the first is raised at signing).
  await raiseContractPartInvoice(tx, { projectId, part, now: at });
  if (await partPaid(tx, projectId, part)) await markPartPaid(tx, projectId, part, at);
}
