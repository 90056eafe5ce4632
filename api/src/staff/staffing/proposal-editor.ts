import type { PrismaClient, Project, ProposalVersion } from '@platform/prisma';
import type { Assistant } from '../../workspace/assistant/assistant.js';
import { budgetText } from '../../workspace/assistant/embedded/intake-budget.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { isUuid, projectNotFound } from '../../workspace/projects/project-access.js';
import { projectTypeLabels } from '../../workspace/projects/project-types.js';
import { catalogueOrder } from '../talent/talent-cards.js';
import { budgetCeilingKobo, memberWeeks, phaseLines, planTotalKobo, planWeeks } from './proposal-plan.js';
import type { STAFFING_STATES } from './staffing-schemas.js';
import { budgetFit, clientLimits } from './client-limits.js';
import { draftOf, editorPlan, projectVersions } from './proposal-versions.js';

/* What Operations see of a project to staff it: the client's ask, the draft with its live total, the versions. */

export type StaffingState = (typeof STAFFING_STATES)[number];

export function staffingState(
  versions: readonly Pick<ProposalVersion, 'sentAt'>[],
  signed: boolean,
): StaffingState {
  if (signed) return 'Signed';
  const last = versions.at(-1);
  if (!last) return 'To prepare';
  return last.sentAt ? 'Sent' : 'Draft';
}

export const clientOf = (owner: {
  firstName: string;
  lastName: string;
  email: string;
  businessProfile: { businessName: string } | null;
}) => ({
  name: `${owner.firstName} ${owner.lastName}`.trim(),
  business: owner.businessProfile?.businessName ?? null,
  email: owner.email,
});

/** Any project, for staff: they may staff every client's project. */
export async function staffedProject(prisma: PrismaClient, projectId: string): Promise<Project> {
  const project = isUuid(projectId) ? await prisma.project.findUnique({ where: { id: projectId } }) : null;
  if (!project) throw projectNotFound();
  return project;
}

export async function proposalEditor(
  prisma: PrismaClient,
  assistant: Assistant,
  project: Project,
  now: Date,
) {
  const [versions, owner, features, contract, pool] = await Promise.all([
    projectVersions(prisma, project.id),
    prisma.user.findUniqueOrThrow({ where: { id: project.ownerId }, include: { businessProfile: true } }),
    prisma.projectFeature.findMany({
      where: { projectId: project.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { name: true },
    }),
    prisma.projectContract.findUnique({ where: { projectId: project.id }, select: { id: true } }),
    prisma.talent.findMany({ where: { available: true, deactivatedAt: null }, orderBy: catalogueOrder }),
  ]);
  const { plan, budgetNote } = await editorPlan(prisma, assistant, project, versions, now);
  const draft = draftOf(versions);
  const usual = new Map(
    (
      await prisma.talent.findMany({
        where: { id: { in: plan.members.map((member) => member.talent_id) } },
        select: { id: true, weeklyRateKobo: true },
      })
    ).map((talent) => [talent.id, Number(talent.weeklyRateKobo)]),
  );
  const total = planTotalKobo(plan);
  const ceiling = budgetCeilingKobo(project);
  const kobo = (value: bigint | null) => (value === null ? null : Number(value));
  const budgetSaid = budgetText({
    minKobo: kobo(project.budgetMinKobo),
    maxKobo: kobo(project.budgetMaxKobo),
  });
  return {
    project: {
      id: project.id,
      name: project.name,
      type: project.type ? projectTypeLabels[project.type] : null,
      goal: project.goal,
      client: clientOf(owner),
      budget: ceiling === null ? null : formatNaira(ceiling),
      budget_kobo: ceiling,
      budget_said: budgetSaid || null,
      timeline_said: project.timelineText,
      deadline: project.deadline?.toISOString().slice(0, 10) ?? null,
      features: features.map((feature) => feature.name),
    },
    state: staffingState(versions, contract !== null),
    draft_number: draft?.number ?? (versions.at(-1)?.number ?? 0) + 1,
    draft_saved: draft !== null,
    summary: plan.summary,
    weeks_reason: plan.weeks_reason,
    members: plan.members.map((member) => {
      const weeks = memberWeeks(plan, member.talent_id);
      return {
        ...member,
        usual_weekly_rate_kobo: usual.get(member.talent_id) ?? member.weekly_rate_kobo,
        weeks,
        cost: formatNaira(member.weekly_rate_kobo * weeks),
      };
    }),
    phases: phaseLines(plan),
    budget_note: budgetNote,
    budget_fit: budgetFit(plan, clientLimits(project, now)),
    weeks: planWeeks(plan),
    total_kobo: total,
    total: formatNaira(total),
    fits_budget: ceiling === null ? null : total <= ceiling,
    versions: versions.flatMap((version) =>
      version.sentAt
        ? [
            {
              number: version.number,
              sent_at: version.sentAt.toISOString(),
              sent_by: version.sentByName,
              total: formatNaira(Number(version.totalKobo)),
              weeks: version.weeks,
            },
          ]
        : [],
    ),
    // The whole pool, team included: someone taken off the draft in the editor must be offered again.
    pool: pool.map((talent) => ({
      id: talent.id,
      name: talent.name,
      role: talent.role,
      discipline: talent.discipline,
      seniority: talent.seniority,
      weekly_rate_kobo: Number(talent.weeklyRateKobo),
      rate: `${formatNaira(Number(talent.weeklyRateKobo))} / week`,
    })),
  };
}
