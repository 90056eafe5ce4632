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

/** A brief section's lines, or none while it still says nothing or "To be agreed with the team.". */
const said = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || trimmed === toBeAgreed ? [] : lines(trimmed);
};

/**
 * The scope as written prose from the brief's overview and objectives, never the chat: "Overview. Objectives:
 * a; b." What is made (the brief's key deliverables) and the features have rows of their own on the contract.
 */
export function contractScope(
  project: Pick<Project, 'name' | 'goal'>,
  brief: { overview: string; objectives: string } | null,
): string {
  const overview = said(brief?.overview).join(' ');
  const objectives = said(brief?.objectives).map((line) => line.replace(/[.!]+$/, ''));
  const parts = [
    overview
      ? sentence(overview)
      : sentence(project.goal ?? `The ${project.name} project as described in its brief`),
    objectives.length ? `Objectives: ${objectives.join('; ')}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The contract's data as the project holds it now: the brief (its key deliverables are what is made), the
 * features (separate from the deliverables), the team of the proposal version sent last
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
    scope: contractScope(project, brief),
    deliverables: said(brief?.keyDeliverables),
    features: features.map((feature) => feature.name),
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
