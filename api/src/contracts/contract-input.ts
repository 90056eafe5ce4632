import type { PrismaClient, Project } from '@platform/prisma';
import type { Assistant } from '../assistant/assistant.js';
import { projectTypeLabels } from '../projects/project-types.js';
import { currentProposal } from '../talent/team-proposal.js';
import type { ProjectTeamProposal } from '../talent/team-proposal.js';
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

/** The contract's data as the project holds it now: brief, features, the team and how they pay. */
export async function contractInput(
  prisma: PrismaClient,
  assistant: Assistant,
  project: Project,
): Promise<{ input: ContractInput; proposal: ProjectTeamProposal }> {
  const [proposal, brief, features, owner] = await Promise.all([
    currentProposal(prisma, assistant, project),
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
    team: proposal.members.map(({ talent }) => ({
      talentId: talent.id,
      name: talent.name,
      role: talent.role,
      weeklyRateKobo: Number(talent.weeklyRateKobo),
    })),
    weeks: proposal.plan.weeks,
    weeksReason: proposal.plan.weeksReason,
    installments: proposal.installments,
  };
  return { input, proposal };
}
