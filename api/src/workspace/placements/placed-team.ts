import type { PrismaClient } from '@platform/prisma';
import { includesLevel } from '@platform/contract';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { signedDocument } from '../contracts/contract-document.js';
import type { ProjectAccess } from '../permissions/project-permission.js';

/** A talent the platform placed on the project once its first payment arrived (Project Team, Overview). */
export interface PlacedTalent {
  talent_id: string;
  /** Their account: the member row once they joined, and their profile link. */
  user_id: string | null;
  name: string;
  role: string;
  /** Placed: the day the first payment placed them; Joined: the day they accepted. */
  start_date: string;
  /** The weekly rate of the signed contract; null for callers who may not pay the team. */
  weekly_rate_kobo: number | null;
  rate: string | null;
  status: 'Placed' | 'Joined';
}

/**
 * The project's placed team, in the contract's order: role and rate as signed, the start as it happened.
 * Rates are what the client pays each person, so only those who may pay (Approve in Budget & Financial
 * Control, the owner) see them; a placed talent does not read a colleague's rate (docs/decisions.md).
 */
export async function placedTeam(prisma: PrismaClient, access: ProjectAccess): Promise<PlacedTalent[]> {
  const projectId = access.project.id;
  // One round trip: the seats with their talent, and the signed contract beside them.
  const found = await prisma.project.findUnique({
    where: { id: projectId },
    relationLoadStrategy: 'join',
    select: {
      contract: true,
      teamProposal: {
        select: {
          members: {
            where: { assignedAt: { not: null } },
            orderBy: { position: 'asc' },
            include: {
              talent: { include: { user: { select: { id: true, firstName: true, lastName: true } } } },
            },
          },
        },
      },
    },
  });
  const seats = found?.teamProposal?.members ?? [];
  const contract = found?.contract ?? null;
  const lines = contract ? signedDocument(contract).team : [];
  const seesRates = includesLevel(access.levels.budgetAndFinancialControl, 'Approve');
  return seats.map((seat) => {
    const line = lines.find((member) => member.talent_id === seat.talentId);
    const weekly = line?.weekly_rate_kobo ?? Number(seat.talent.weeklyRateKobo);
    const user = seat.talent.user;
    return {
      talent_id: seat.talentId,
      user_id: user?.id ?? null,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : seat.talent.name,
      role: line?.role ?? seat.talent.role,
      start_date: (seat.acceptedAt ?? seat.assignedAt ?? new Date(0)).toISOString(),
      weekly_rate_kobo: seesRates ? weekly : null,
      rate: seesRates ? `${formatNaira(weekly)} / week` : null,
      status: seat.acceptedAt ? 'Joined' : 'Placed',
    };
  });
}
