import type { Prisma, PrismaClient, Project, ProposalVersion, Talent } from '@platform/prisma';
import type { Assistant } from '../../workspace/assistant/assistant.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { notify } from '../../workspace/notifications/notify.js';
import { isUuid } from '../../workspace/projects/project-access.js';
import { workspacePath } from '../../workspace/projects/workspace-path.js';
import { catalogueOrder } from '../talent/talent-cards.js';
import { proposalInput } from '../talent/proposal-input.js';
import { fillSeats, refuseWhenSigned } from '../talent/team-proposal.js';
import { budgetCeilingKobo, checkPlanChange, planTotalKobo, planWeeks } from './proposal-plan.js';
import type { PlanChange, PlanMember, ProposalPlan } from './proposal-plan.js';
import { clientLimits } from './client-limits.js';
import { fitToClient } from './phased-draft.js';
import type { FittedDraft } from './phased-draft.js';

/*
 * The versions of a project's team proposal (issue #27). Operations change the draft (the highest version not
 * yet sent) as often as they like; sending freezes it, and the client's pages show the last sent version. A
 * change after sending starts the next version from the sent one. Sent versions are never changed.
 */

type Tx = Prisma.TransactionClient;

export const versionMessages = {
  saved: 'Proposal saved.',
  sent: 'Proposal sent to the client.',
  nothingToSend: 'This version was sent already: change the proposal before sending again.',
  overBudget: (total: string, budget: string) =>
    `The total of ${total} is over the client's budget of ${budget}: fit the proposal to the budget, or say why in the budget note.`,
} as const;

export const readPlan = (version: Pick<ProposalVersion, 'plan'>): ProposalPlan =>
  version.plan as unknown as ProposalPlan;

export const projectVersions = (prisma: Pick<PrismaClient, 'proposalVersion'> | Tx, projectId: string) =>
  prisma.proposalVersion.findMany({ where: { projectId }, orderBy: { number: 'asc' } });

export const lastSent = (versions: readonly ProposalVersion[]) =>
  versions.filter((version) => version.sentAt !== null).at(-1) ?? null;

export const draftOf = (versions: readonly ProposalVersion[]) => {
  const last = versions.at(-1);
  return last && last.sentAt === null ? last : null;
};

const planMember = (talent: Talent, reason: string | null): PlanMember => ({
  talent_id: talent.id,
  name: talent.name,
  role: talent.role,
  discipline: talent.discipline,
  weekly_rate_kobo: Number(talent.weeklyRateKobo),
  reason,
});

/**
 * Where Operations start when nothing was prepared yet: the team the client chose before proposals were
 * reviewed (projects from before issue #27), else the assistant's proposal from the brief and features, at each
 * talent's own rate, in one phase; either fitted to the client's budget and deadline (phased-draft.ts).
 */
export async function startingPlan(
  prisma: PrismaClient,
  assistant: Assistant,
  project: Project,
  now: Date,
): Promise<FittedDraft> {
  const input = await proposalInput(prisma, project);
  const [plan, saved, pool] = await Promise.all([
    assistant.proposeTeam(input),
    prisma.teamProposalMember.findMany({
      where: { projectId: project.id },
      include: { talent: true },
      orderBy: { position: 'asc' },
    }),
    prisma.talent.findMany({ where: { available: true, deactivatedAt: null }, orderBy: catalogueOrder }),
  ]);
  const seats = [...plan.roles];
  const members = saved.length
    ? saved.map(({ talent }) => {
        const index = seats.findIndex((seat) => seat.discipline === talent.discipline);
        const [seat] = index >= 0 ? seats.splice(index, 1) : [];
        return planMember(talent, seat?.reason ?? null);
      })
    : fillSeats(plan.roles, pool).map(({ talent, reason }) => planMember(talent, reason));
  const start = {
    summary: plan.summary,
    weeks_reason: plan.weeksReason,
    members,
    phases: [{ name: 'Whole project', weeks: plan.weeks, talent_ids: members.map((m) => m.talent_id) }],
  } satisfies ProposalPlan;
  return fitToClient(start, plan.weeks, input.features, pool, clientLimits(project, now));
}

/**
 * The plan the console edits and its budget note: the draft, else a copy of the last sent version, else the
 * starting plan.
 */
export async function editorPlan(
  prisma: PrismaClient,
  assistant: Assistant,
  project: Project,
  versions: readonly ProposalVersion[],
  now: Date,
): Promise<FittedDraft> {
  const from = draftOf(versions) ?? lastSent(versions);
  return from
    ? { plan: readPlan(from), budgetNote: from.budgetNote }
    : startingPlan(prisma, assistant, project, now);
}

/** Talent that may be on the team: available and active, or on the version the client last saw. */
async function usableTalent(tx: Tx, change: PlanChange, sent: ProposalVersion | null) {
  const seen = new Set(sent ? readPlan(sent).members.map((member) => member.talent_id) : []);
  const ids = change.members.map((member) => member.talent_id).filter(isUuid);
  const found = await tx.talent.findMany({ where: { id: { in: ids } } });
  const usable = found.filter((t) => (t.available && t.deactivatedAt === null) || seen.has(t.id));
  return new Map(usable.map((talent) => [talent.id, talent]));
}

/** Saves the draft (a new version when the last one was sent); returns the draft before and after. */
export async function saveDraft(
  tx: Tx,
  project: Project,
  change: PlanChange,
  previous: ProposalPlan,
  editorId: string,
) {
  await refuseWhenSigned(tx, project.id);
  const versions = await projectVersions(tx, project.id);
  const sent = lastSent(versions);
  const plan = checkPlanChange(change, await usableTalent(tx, change, sent), previous);
  const data = {
    plan: plan as unknown as Prisma.InputJsonValue,
    weeks: planWeeks(plan),
    totalKobo: BigInt(planTotalKobo(plan)),
    budgetNote: change.budget_note.trim(),
    editedById: editorId,
  };
  const before = draftOf(versions);
  const after = before
    ? await tx.proposalVersion.update({ where: { id: before.id }, data })
    : await tx.proposalVersion.create({
        data: { ...data, projectId: project.id, number: (versions.at(-1)?.number ?? 0) + 1 },
      });
  return { before, after };
}

/**
 * Sends the draft: it becomes the version the client sees, its team the one the contract names and the
 * payment places. Over the client's budget only with a note saying why. The client is told.
 */
export async function sendDraft(tx: Tx, project: Project, sender: { id: string; name: string }, at: Date) {
  // Locked like signing locks it: a signature and a send never cross.
  await tx.$queryRaw`SELECT project_id FROM team_proposals WHERE project_id = ${project.id}::uuid FOR UPDATE`;
  await refuseWhenSigned(tx, project.id);
  const draft = draftOf(await projectVersions(tx, project.id));
  if (!draft) throw new ConflictError(versionMessages.nothingToSend);
  const plan = readPlan(draft);
  const ceiling = budgetCeilingKobo(project);
  if (ceiling !== null && Number(draft.totalKobo) > ceiling && draft.budgetNote === '') {
    const message = versionMessages.overBudget(formatNaira(Number(draft.totalKobo)), formatNaira(ceiling));
    throw new InvalidFieldError('budget_note', message);
  }
  const sent = await tx.proposalVersion.update({
    where: { id: draft.id },
    data: { sentAt: at, sentById: sender.id, sentByName: sender.name },
  });
  await tx.teamProposal.upsert({
    where: { projectId: project.id },
    create: { projectId: project.id },
    update: {},
  });
  await tx.teamProposalMember.deleteMany({ where: { projectId: project.id } });
  await tx.teamProposalMember.createMany({
    data: plan.members.map((member, position) => ({
      projectId: project.id,
      talentId: member.talent_id,
      position,
    })),
  });
  await tx.teamProposal.update({ where: { projectId: project.id }, data: { updatedAt: at } });
  const total = formatNaira(Number(sent.totalKobo));
  await notify(tx, {
    userId: project.ownerId,
    kind: 'team',
    title: 'Your team proposal is ready',
    body: `Version ${sent.number} of the team proposal for "${project.name}": ${total} over ${sent.weeks} weeks.`,
    link: `${workspacePath(project)}/team-selection`,
  });
  return { before: draft, after: sent };
}

/** The version the client sees (the last sent), with their choice of instalments; null while none is sent. */
export async function sentProposal(prisma: PrismaClient, projectId: string) {
  const [version, team] = await Promise.all([
    prisma.proposalVersion.findFirst({
      where: { projectId, sentAt: { not: null } },
      orderBy: { number: 'desc' },
    }),
    prisma.teamProposal.findUnique({ where: { projectId }, select: { installments: true } }),
  ]);
  return version ? { version, plan: readPlan(version), installments: team?.installments ?? false } : null;
}

export type SentProposal = NonNullable<Awaited<ReturnType<typeof sentProposal>>>;
