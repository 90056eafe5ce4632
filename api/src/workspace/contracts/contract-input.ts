import type { PrismaClient, Project } from '@platform/prisma';
import { projectTypeLabels } from '../projects/project-types.js';
import { memberWeeks } from '../../staff/staffing/proposal-plan.js';
import { sentProposal } from '../../staff/staffing/proposal-versions.js';
import type { SentProposal } from '../../staff/staffing/proposal-versions.js';
import type { ContractInput } from './contract-document.js';

/** Lines of a brief section: "- Logo\n- Website" → ["Logo", "Website"]. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);

const toBeAgreed = 'To be agreed with the team.';
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "a, b and c" */
const joined = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The scope as written prose from the brief (overview, objectives, key deliverables) and the features,
 * never the chat: "Overview. Objectives: a; b. Key deliverables: x and y. Features: p, q and r."
 */
export function contractScope(
  project: Pick<Project, 'name' | 'goal'>,
  brief: { overview: string; objectives: string; keyDeliverables: string } | null,
  features: readonly string[],
): string {
  const said = (text: string | undefined) => {
    const trimmed = text?.trim() ?? '';
    return trimmed === '' || trimmed === toBeAgreed ? [] : lines(trimmed);
  };
  const overview = said(brief?.overview).join(' ');
  const objectives = said(brief?.objectives).map((line) => line.replace(/[.!]+$/, ''));
  const deliverables = said(brief?.keyDeliverables);
  const parts = [
    overview
      ? sentence(overview)
      : sentence(project.goal ?? `The ${project.name} project as described in its brief`),
    objectives.length ? `Objectives: ${objectives.join('; ')}.` : '',
    deliverables.length ? `Key deliverables: ${joined(deliverables)}.` : '',
    features.length ? `Features: ${joined(features)}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The contract's data as the project holds it now: brief, features, the team of the proposal version sent last
 * with its rates and weeks, and how they pay. No team until Operations have sent a proposal.
 */
export async function contractInput(
  prisma: PrismaClient,
  project: Project,
): Promise<{ input: ContractInput; sent: SentProposal | null }> {
  const [sent, brief, features, owner] = await Promise.all([
    sentProposal(prisma, project.id),
    prisma.projectBrief.findUnique({ where: { projectId: project.id } }),
    prisma.projectFeature.findMany({
      where: { projectId: project.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { name: true },
    }),
    prisma.user.findUniqueOrThrow({ where: { id: project.ownerId }, include: { businessProfile: true } }),
  ]);
  const deliverables = features.length
    ? features.map((feature) => feature.name)
    : lines(brief?.keyDeliverables ?? '');
  const input: ContractInput = {
    project: {
      id: project.id,
      name: project.name,
      type: project.type ? projectTypeLabels[project.type] : null,
    },
    client: {
      name: `${owner.firstName} ${owner.lastName}`,
      business: owner.businessProfile?.businessName ?? null,
      email: owner.email,
    },
    scope: contractScope(
      project,
      brief,
      features.map((feature) => feature.name),
    ),
    deliverables,
    team: (sent?.plan.members ?? []).map((member) => ({
      talentId: member.talent_id,
      name: member.name,
      role: member.role,
      weeklyRateKobo: member.weekly_rate_kobo,
      weeks: sent ? memberWeeks(sent.plan, member.talent_id) : 0,
    })),
    weeks: sent?.version.weeks ?? 0,
    weeksReason: sent?.plan.weeks_reason ?? '',
    installments: sent?.installments ?? false,
  };
  return { input, sent };
}
