import type { Prisma } from '@platform/prisma';
import { signedDocument } from '../contracts/contract-document.js';

/*
 * A signed contract's milestones: one per part of its payment schedule, with that part's amount. Their due
 * dates share the contract's weeks evenly, the last on the delivery date; the project's features are shared
 * among them in their order (docs/decisions.md, "Milestones"). Made once, under the contract row's lock.
 */

/**
 * The day milestone `index` of `count` is due: an equal share of the weeks after signing, on a working day. A
 * share ending on a Saturday or Sunday is due the Friday before, so the last never passes the delivery date.
 * Public holidays are not moved around (docs/decisions.md, "Rough edges, third pass").
 */
export function plannedDueDate(signedAt: Date, weeks: number, index: number, count: number): Date {
  const days = Math.round((weeks * 7 * (index + 1)) / count);
  const due = new Date(
    Date.UTC(signedAt.getUTCFullYear(), signedAt.getUTCMonth(), signedAt.getUTCDate() + days),
  );
  const weekend = { 6: 1, 0: 2 }[due.getUTCDay()] ?? 0;
  due.setUTCDate(due.getUTCDate() - weekend);
  return due;
}

/** Names shown before the rest are counted: "Menu, Orders and 3 more". */
const NAMED = 3;
const TITLE_MAX = 120;

/**
 * A milestone is named from what it delivers: its features ("Catalogue and Checkout"), else its share of the
 * contract's deliverables; "Milestone 2" only when the contract lists neither.
 */
export function milestoneTitle(delivers: string[], position: number): string {
  const names = delivers.map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return `Milestone ${position}`;
  if (names.length === 1) return names[0] ?? '';
  const shown =
    names.length > NAMED ? [...names.slice(0, NAMED - 1), `${names.length - NAMED + 1} more`] : names;
  const title = `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
  // Within the 120 characters a title may have when edited.
  return title.length <= TITLE_MAX
    ? title
    : `${names[0]?.slice(0, TITLE_MAX - 20)} and ${names.length - 1} more`;
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
    select: { id: true, name: true },
  });
  const share = <Item>(items: Item[], index: number) =>
    items.filter((_, at) => featureMilestone(at, items.length, parts.length) === index);
  const delivers = (index: number) => {
    const named = share(features, index).map((feature) => feature.name);
    return named.length ? named : share(document.deliverables, index);
  };
  await tx.milestone.createMany({
    data: parts.map((part, index) => ({
      projectId,
      contractPart: index,
      position: index + 1,
      title: milestoneTitle(delivers(index), index + 1),
      dueDate: plannedDueDate(contract.signedAt, document.timeline_weeks, index, parts.length),
      amountKobo: BigInt(part.amount_kobo),
      featureIds: share(features, index).map((feature) => feature.id),
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
