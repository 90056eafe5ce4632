import { ConflictError } from '../../platform/errors/domain-errors.js';
import type { PrismaClient, Talent } from '@platform/prisma';
import type { ProposedRole, TalentDiscipline } from '../../workspace/assistant/team-proposal.js';

/*
 * The team of a project: Operations prepare and send it (api/src/staff/staffing/), and the team of the version sent
 * last is kept in team_proposal_members, which the contract names and the first payment places. Once the
 * contract is signed the team no longer changes.
 */

export const proposalMessages = {
  preparing: 'Your team proposal is being prepared. You can sign once our operations team has sent it.',
  signed: 'The contract is signed: the team, cost and payment schedule can no longer change.',
} as const;

export interface ProposedMember {
  talent: Talent;
  /** Why the assistant proposed this seat; null for talent added by hand. */
  reason: string | null;
}

/** A builder seat nobody of its kind can take goes to a full-stack developer. */
const fallback: Partial<Record<TalentDiscipline, TalentDiscipline>> = {
  frontend: 'fullstack',
  backend: 'fullstack',
  mobile: 'fullstack',
  brand: 'design',
};

/** Each seat gets the first available talent of its discipline (catalogue order) not already on the team. */
export function fillSeats(roles: readonly ProposedRole[], pool: readonly Talent[]): ProposedMember[] {
  const taken = new Set<string>();
  const members: ProposedMember[] = [];
  for (const role of roles) {
    const pick = (discipline: TalentDiscipline | undefined) =>
      pool.find((talent) => talent.available && talent.discipline === discipline && !taken.has(talent.id));
    const talent = pick(role.discipline) ?? pick(fallback[role.discipline]);
    if (!talent) continue;
    taken.add(talent.id);
    members.push({ talent, reason: role.reason });
  }
  return members;
}

export const contractSigned = () => new ConflictError(proposalMessages.signed);

/** Refuses any change once the project's contract is signed. */
export async function refuseWhenSigned(prisma: Pick<PrismaClient, 'projectContract'>, projectId: string) {
  const contract = await prisma.projectContract.findUnique({ where: { projectId }, select: { id: true } });
  if (contract) throw contractSigned();
}

/** Monthly instalments on or off, once a proposal was sent (the client's choice, not Operations'). */
export async function setInstallments(
  prisma: PrismaClient,
  projectId: string,
  installments: boolean,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await refuseWhenSigned(tx, projectId);
    const changed = await tx.teamProposal.updateMany({ where: { projectId }, data: { installments } });
    if (changed.count === 0) throw new ConflictError(proposalMessages.preparing);
  });
}
