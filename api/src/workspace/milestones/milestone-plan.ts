import type { Prisma } from '@platform/prisma';
import { signedDocument } from '../contracts/contract-document.js';

/*
 * A signed contract's milestones: one per part of its payment schedule, with that part's amount. Their due
 * dates share the contract's weeks evenly, the last on the delivery date; the project's features are shared
 * among them in their order (docs/decisions.md, "Milestones"). Made once, under the contract row's lock.
 */

/** The day milestone `index` of `count` is due: an equal share of the weeks after signing. */
export function plannedDueDate(signedAt: Date, weeks: number, index: number, count: number): Date {
  const days = Math.round((weeks * 7 * (index + 1)) / count);
  return new Date(Date.UTC(signedAt.getUTCFullYear(), signedAt.getUTCMonth(), signedAt.getUTCDate() + days));
}

/** Which milestone each feature (in the project's order) goes to: a contiguous, even share. */
export const featureMilestone = (featureIndex: number, featureCount: number, count: number) =>
  Math.floor((featureIndex * count) / featureCount);

/**
 * Makes the milestones of the project's signed contract unless they exist. The first is In Progress once
 * the first payment is in (the kickoff); the others are Planned. Returns whether it made them.
 */
export async function planMilestones(tx: Prisma.TransactionClient, projectId: string): Promise<boolean> {
  await tx.$executeRaw`SELECT id FROM project_contracts WHERE project_id = ${projectId}::uuid FOR UPDATE`;
  if ((await tx.milestone.count({ where: { projectId } })) > 0) return false;
  const contract = await tx.projectContract.findUnique({ where: { projectId } });
  if (!contract) return false;
  const document = signedDocument(contract);
  const parts = document.payment_schedule;
  const features = await tx.projectFeature.findMany({
    where: { projectId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  await tx.milestone.createMany({
    data: parts.map((part, index) => ({
      projectId,
      contractPart: index,
      position: index + 1,
      title: `Milestone ${index + 1}`,
      dueDate: plannedDueDate(contract.signedAt, document.timeline_weeks, index, parts.length),
      amountKobo: BigInt(part.amount_kobo),
      featureIds: features
        .filter((_, featureIndex) => featureMilestone(featureIndex, features.length, parts.length) === index)
        .map((feature) => feature.id),
      status:
        index === 0 && contract.firstPaymentVerifiedAt ? ('IN_PROGRESS' as const) : ('PLANNED' as const),
    })),
  });
  return true;
}

/** The kickoff: the first payment is in, so work on the first milestone starts. */
export async function startFirstMilestone(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  await tx.milestone.updateMany({
    where: { projectId, position: 1, status: 'PLANNED' },
    data: { status: 'IN_PROGRESS' },
  });
}
