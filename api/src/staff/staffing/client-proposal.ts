import type { PrismaClient, Project } from '@platform/prisma';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { contractDay } from '../../workspace/contracts/contract-day.js';
import { signedDocument } from '../../workspace/contracts/contract-document.js';
import { talentCard } from '../talent/talent-cards.js';
import { budgetCeilingKobo, phaseLines, planTotalKobo } from './proposal-plan.js';
import type { ProposalPlan } from './proposal-plan.js';
import { budgetFit, clientLimits } from './client-limits.js';
import { sentProposal } from './proposal-versions.js';

/** A signed contract from before proposals were versioned: its team in one phase, as it was signed. */
function planOfSignedContract(document: ReturnType<typeof signedDocument>): ProposalPlan {
  return {
    summary: 'The team of your signed contract.',
    weeks_reason: document.timeline_reason,
    members: document.team.map((member) => ({
      talent_id: member.talent_id,
      name: member.name,
      role: member.role,
      discipline: '',
      weekly_rate_kobo: member.weekly_rate_kobo,
      reason: null,
    })),
    phases: [
      {
        name: 'Whole project',
        weeks: document.timeline_weeks,
        talent_ids: document.team.map((member) => member.talent_id),
      },
    ],
  };
}

/**
 * The team proposal as the client's Team Selection and Review Team & Cost pages show it: the version sent
 * last with its number and date, or "Preparing" (nothing of the draft) until Operations send one.
 */
export async function clientProposal(prisma: PrismaClient, project: Project, now: Date) {
  const [sent, contract] = await Promise.all([
    sentProposal(prisma, project.id),
    prisma.projectContract.findUnique({ where: { projectId: project.id } }),
  ]);
  const ceiling = budgetCeilingKobo(project);
  const budget = ceiling === null ? null : formatNaira(ceiling);
  const plan = sent?.plan ?? (contract ? planOfSignedContract(signedDocument(contract)) : null);
  if (!plan) {
    return {
      status: 'Preparing' as const,
      version: null,
      sent_at: null,
      sent_on: null,
      summary:
        'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.',
      weeks: 0,
      weeks_reason: '',
      installments: false,
      members: [],
      phases: [],
      total_kobo: 0,
      total: formatNaira(0),
      budget,
      budget_note: '',
      budget_fit: '',
      locked: false,
    };
  }
  const talents = await prisma.talent.findMany({
    where: { id: { in: plan.members.map((member) => member.talent_id) } },
  });
  const byId = new Map(talents.map((talent) => [talent.id, talent]));
  const total = planTotalKobo(plan);
  return {
    status: contract ? ('Signed' as const) : ('Sent' as const),
    version: sent?.version.number ?? null,
    sent_at: sent?.version.sentAt?.toISOString() ?? null,
    sent_on: sent?.version.sentAt ? contractDay(sent.version.sentAt) : null,
    summary: plan.summary,
    weeks: plan.phases.reduce((weeks, phase) => weeks + phase.weeks, 0),
    weeks_reason: plan.weeks_reason,
    installments: sent?.installments ?? false,
    members: plan.members.flatMap((member) => {
      const talent = byId.get(member.talent_id);
      if (!talent) return [];
      // The rate agreed for this project, which Operations may have set apart from the talent's usual one.
      const card = talentCard({ ...talent, weeklyRateKobo: BigInt(member.weekly_rate_kobo) });
      return [{ ...card, name: member.name, role: member.role, reason: member.reason }];
    }),
    phases: phaseLines(plan),
    total_kobo: total,
    total: formatNaira(total),
    budget,
    budget_note: sent?.version.budgetNote ?? '',
    // Weeks to the deadline counted from the day the version was sent, as the client read it then.
    budget_fit: budgetFit(plan, clientLimits(project, sent?.version.sentAt ?? contract?.signedAt ?? now)),
    locked: contract !== null,
  };
}
