import type { PrismaClient } from '@platform/prisma';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { signedDocument } from '../contracts/contract-document.js';
import { talentPayoutView } from '../../staff/payouts/payout-views.js';
import { workspacePath } from '../projects/workspace-path.js';

/**
 * The projects the caller (a talent of the pool) has been placed on, the ones waiting for their answer
 * first. Role, rate, weeks and client are read from the signed contract: what the client agreed to pay.
 * Each carries the talent's payouts on the project (api/src/staff/payouts/).
 */
export async function talentPlacements(prisma: PrismaClient, userId: string) {
  const seats = await prisma.teamProposalMember.findMany({
    where: { assignedAt: { not: null }, talent: { userId } },
    include: {
      talent: true,
      proposal: { include: { project: { include: { contract: true } } } },
    },
    orderBy: { assignedAt: 'desc' },
  });
  const payouts = await prisma.payout.findMany({
    where: { talentId: { in: seats.map((seat) => seat.talentId) } },
    include: { teamInvoice: { include: { milestone: true, teamPayment: { select: { projectId: true } } } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  const placements = seats.map((seat) => {
    const { project } = seat.proposal;
    const document = project.contract ? signedDocument(project.contract) : undefined;
    const line = document?.team.find((member) => member.talent_id === seat.talentId);
    const weeklyRateKobo = line?.weekly_rate_kobo ?? Number(seat.talent.weeklyRateKobo);
    const client = document?.client;
    return {
      project_id: project.id,
      project_name: project.name,
      role: line?.role ?? seat.talent.role,
      weekly_rate_kobo: weeklyRateKobo,
      rate: `${formatNaira(weeklyRateKobo)} / week`,
      weeks: document?.timeline_weeks ?? null,
      client: client ? (client.business ?? client.name) : null,
      client_contact: client?.name ?? null,
      status: seat.acceptedAt ? ('Joined' as const) : ('Pending' as const),
      placed_at: (seat.assignedAt ?? seat.proposal.updatedAt).toISOString(),
      accepted_at: seat.acceptedAt?.toISOString() ?? null,
      workspace_path: workspacePath(project),
      payouts: payouts
        .filter(
          (payout) =>
            payout.teamInvoice.teamPayment.projectId === project.id && payout.talentId === seat.talentId,
        )
        .map(talentPayoutView),
    };
  });
  // Waiting for an answer first, each group newest placement first (the query's order, kept by a stable sort).
  return placements.sort((a, b) => Number(a.status === 'Joined') - Number(b.status === 'Joined'));
}
