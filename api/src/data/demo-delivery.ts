import type { PrismaClient } from '@platform/prisma';
import type { Assistant } from '../workspace/assistant/assistant.js';
import { settleSeededInvoice } from '../billing/subscriptions/seed-payment.js';
import { findProjectAccess } from '../workspace/permissions/project-permission.js';
import { acceptPlacement } from '../workspace/placements/placement.js';
import { acceptMilestone, deliverMilestone } from '../workspace/milestones/milestone-changes.js';
import type { MilestoneDeps } from '../workspace/milestones/milestone-changes.js';
import { demoStoryCast, putUnderWay } from './demo-contract.js';

/** The demo project seeded awaiting its team (prisma/src/seed.ts) that this story delivers and completes. */
export const DEMO_PROJECT_COMPLETED = 'Waitlist Landing Page';

const hour = 3_600_000;
const day = 24 * hour;
/** Long enough ago for any timeline the assistant proposes for a landing page to have run its course. */
const storyWeeks = 30;

/**
 * Development's demo: its Completed project got there as a client's does (it was seeded Completed with no
 * contract, milestones or deliveries behind it). Put under way months ago; then, milestone by milestone, the
 * team delivers the day before it is due, the owner accepts it the day after, and each part's invoice is paid
 * an hour later, by the code that does each of these for real, which completes the project after the last.
 * Its team is left unrated, so the handover still asks the owner for a rating.
 */
export async function seedDemoDelivery(
  deps: { prisma: PrismaClient; assistant: Assistant; log: MilestoneDeps['log'] },
  now: Date,
): Promise<void> {
  const { prisma } = deps;
  const cast = await demoStoryCast(prisma, DEMO_PROJECT_COMPLETED);
  if (!cast) return;
  const projectId = cast.row.id;
  const sentAt = new Date(now.getTime() - storyWeeks * 7 * day);
  await putUnderWay(deps, cast, sentAt);
  const team = await joinPlacedTeam(prisma, projectId, new Date(sentAt.getTime() + 2 * day));
  const member = team[0];
  if (!member) throw new Error(`The demo's ${DEMO_PROJECT_COMPLETED} has no team placed to deliver it.`);
  const milestones = await prisma.milestone.findMany({ where: { projectId }, orderBy: { position: 'asc' } });
  for (const planned of milestones) {
    const at = (offset: number) => new Date(Math.min(planned.dueDate.getTime() + offset, now.getTime()));
    const access = await findProjectAccess(prisma, member, projectId);
    await deliverMilestone({ prisma, log: deps.log, now: () => at(-day) }, access, planned, {
      link: 'https://waitlist.okafor-studio.example/',
      notes: `${planned.title} is live on the link for you to try.`,
    });
    const delivered = await prisma.milestone.findUniqueOrThrow({ where: { id: planned.id } });
    await acceptMilestone({ prisma, log: deps.log, now: () => at(day) }, delivered, cast.owner.id);
    const due = await prisma.invoice.findUnique({
      where: { projectId_contractPart: { projectId, contractPart: planned.contractPart } },
    });
    if (due && due.status !== 'PAID') await settleSeededInvoice(prisma, due, at(day + hour));
  }
}

/** Every talent placed on the paid project accepts the placement and joins its team. */
async function joinPlacedTeam(prisma: PrismaClient, projectId: string, at: Date): Promise<string[]> {
  const seats = await prisma.teamProposalMember.findMany({
    where: { projectId, assignedAt: { not: null } },
    select: { talent: { select: { userId: true } } },
    orderBy: { assignedAt: 'asc' },
  });
  const userIds = seats.flatMap(({ talent }) => (talent.userId ? [talent.userId] : []));
  for (const userId of userIds) await acceptPlacement(prisma, userId, projectId, at);
  // They worked on it: a talent account new to the demo shows as active then, not as never seen.
  await prisma.user.updateMany({
    where: { id: { in: userIds }, lastActiveAt: null },
    data: { lastActiveAt: at },
  });
  return userIds;
}
