import { ConflictError, InvalidFieldError } from '../errors/domain-errors.js';
import { isUuid } from '../projects/project-access.js';
import type { PrismaClient, Project, Talent } from '@platform/prisma';
import type { Assistant } from '../assistant/assistant.js';
import type { ProposedRole, TalentDiscipline, TeamPlan } from '../assistant/team-proposal.js';
import { catalogueOrder } from './talent-cards.js';
import { proposalInput } from './proposal-input.js';

/*
 * The team of a project: the assistant's proposal until the client saves one on Team Selection, then
 * the saved one. Once the contract is signed the saved team no longer changes.
 */

export const proposalMessages = {
  saved: 'Team proposal saved.',
  empty: 'Choose at least one team member.',
  tooMany: 'A team has at most 10 members.',
  twice: 'Each talent can be chosen only once.',
  unavailable: 'One of the chosen talents is no longer available. Please choose again.',
  signed: 'The contract is signed: the team, cost and payment schedule can no longer change.',
} as const;

export const MAX_TEAM = 10;

export interface ProposedMember {
  talent: Talent;
  /** Why the assistant proposed this seat; null for talent the client added. */
  reason: string | null;
}

export interface ProjectTeamProposal {
  plan: TeamPlan;
  saved: boolean;
  installments: boolean;
  members: ProposedMember[];
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

/** The reasons of the plan, given to the saved members whose discipline matches a seat. */
function withReasons(plan: TeamPlan, talents: Talent[]): ProposedMember[] {
  const seats = [...plan.roles];
  return talents.map((talent) => {
    const index = seats.findIndex((seat) => seat.discipline === talent.discipline);
    const [seat] = index >= 0 ? seats.splice(index, 1) : [];
    return { talent, reason: seat?.reason ?? null };
  });
}

export async function currentProposal(
  prisma: PrismaClient,
  assistant: Assistant,
  project: Project,
): Promise<ProjectTeamProposal> {
  const [plan, saved] = await Promise.all([
    proposalInput(prisma, project).then((input) => assistant.proposeTeam(input)),
    prisma.teamProposal.findUnique({
      where: { projectId: project.id },
      include: { members: { include: { talent: true }, orderBy: { position: 'asc' } } },
    }),
  ]);
  if (saved) {
    const talents = saved.members.map((member) => member.talent);
    return { plan, saved: true, installments: saved.installments, members: withReasons(plan, talents) };
  }
  const pool = await prisma.talent.findMany({ where: { available: true }, orderBy: catalogueOrder });
  return { plan, saved: false, installments: false, members: fillSeats(plan.roles, pool) };
}

export const contractSigned = () => new ConflictError(proposalMessages.signed);

/** Refuses any change once the project's contract is signed. */
export async function refuseWhenSigned(prisma: Pick<PrismaClient, 'projectContract'>, projectId: string) {
  const contract = await prisma.projectContract.findUnique({ where: { projectId }, select: { id: true } });
  if (contract) throw contractSigned();
}

/** Saves the chosen team in the order given; talent already on the saved team may stay even if now busy. */
export async function saveProposal(
  prisma: PrismaClient,
  projectId: string,
  talentIds: string[],
): Promise<void> {
  const field = (message: string) => new InvalidFieldError('talent_ids', message);
  if (talentIds.length === 0) throw field(proposalMessages.empty);
  if (talentIds.length > MAX_TEAM) throw field(proposalMessages.tooMany);
  if (new Set(talentIds).size !== talentIds.length) throw field(proposalMessages.twice);
  await refuseWhenSigned(prisma, projectId);
  const current = await prisma.teamProposalMember.findMany({
    where: { projectId },
    select: { talentId: true },
  });
  const kept = new Set(current.map((member) => member.talentId));
  // An id that is no uuid names no talent (and would make PostgreSQL fail the whole query).
  const found = await prisma.talent.findMany({ where: { id: { in: talentIds.filter(isUuid) } } });
  const usable = new Set(found.filter((t) => t.available || kept.has(t.id)).map((t) => t.id));
  if (talentIds.some((id) => !usable.has(id))) throw field(proposalMessages.unavailable);

  await prisma.$transaction(async (tx) => {
    // Checked again inside the transaction: a signature landing meanwhile wins.
    await refuseWhenSigned(tx, projectId);
    await tx.teamProposal.upsert({ where: { projectId }, create: { projectId }, update: {} });
    await tx.teamProposalMember.deleteMany({ where: { projectId } });
    await tx.teamProposalMember.createMany({
      data: talentIds.map((talentId, position) => ({ projectId, talentId, position })),
    });
    await tx.teamProposal.update({ where: { projectId }, data: { updatedAt: new Date() } });
  });
}

/** Monthly instalments on or off; saves the assistant's team first when none was saved yet. */
export async function setInstallments(
  prisma: PrismaClient,
  proposal: ProjectTeamProposal,
  projectId: string,
  installments: boolean,
): Promise<void> {
  await refuseWhenSigned(prisma, projectId);
  if (!proposal.saved) {
    await saveProposal(
      prisma,
      projectId,
      proposal.members.map((member) => member.talent.id),
    );
  }
  await prisma.$transaction(async (tx) => {
    await refuseWhenSigned(tx, projectId);
    await tx.teamProposal.update({ where: { projectId }, data: { installments } });
  });
}
