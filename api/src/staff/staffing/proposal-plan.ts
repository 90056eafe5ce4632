import { formatNaira } from '../../billing/subscriptions/money.js';
import { InvalidFieldError } from '../../platform/errors/domain-errors.js';
import type { Talent } from '@platform/prisma';

/*
 * A version of a team proposal as Operations shapes it (issue #27): the team with a weekly rate each for this
 * project, and the phases, each with its weeks and the members who work in it. Cost and weeks follow from them.
 */

export interface PlanMember {
  talent_id: string;
  name: string;
  role: string;
  discipline: string;
  weekly_rate_kobo: number;
  /** Why the assistant proposed this seat; null for someone Operations added. */
  reason: string | null;
}

export interface PlanPhase {
  name: string;
  weeks: number;
  talent_ids: string[];
}

export interface ProposalPlan {
  summary: string;
  weeks_reason: string;
  members: PlanMember[];
  phases: PlanPhase[];
}

export const MAX_TEAM = 10;
export const MAX_PHASES = 6;
export const MAX_PHASE_WEEKS = 52;
/** ₦50,000,000 a week for one person: above that it is a typo. */
export const MAX_WEEKLY_RATE_KOBO = 5_000_000_000;

export const planMessages = {
  empty: 'Choose at least one team member.',
  tooMany: `A team has at most ${MAX_TEAM} members.`,
  twice: 'Each talent can be chosen only once.',
  unavailable: 'One of the chosen talents is not available. Please choose again.',
  rate: 'Each rate is a whole naira amount per week, above zero.',
  rateTooHigh: 'That rate is too high: check the amount.',
  noPhase: 'A proposal has at least one phase.',
  tooManyPhases: `A proposal has at most ${MAX_PHASES} phases.`,
  phaseName: 'Name each phase (at most 60 characters).',
  phaseWeeks: `A phase lasts from 1 to ${MAX_PHASE_WEEKS} weeks.`,
  phaseEmpty: 'Each phase needs at least one member of the team.',
  phaseStranger: 'A phase can only include members of the team.',
  summary: 'The summary has at most 500 characters.',
  note: 'The budget note has at most 1000 characters.',
  idle: (name: string) => `${name} works in no phase: add them to one or take them off the team.`,
} as const;

/** What the console sends: the team with its rates, and the phases. */
export interface PlanChange {
  summary: string;
  members: { talent_id: string; weekly_rate_kobo: number }[];
  phases: { name: string; weeks: number; talent_ids: string[] }[];
  budget_note: string;
}

const invalid = (field: string, message: string) => new InvalidFieldError(field, message);

/** The weeks a member works: the phases they are in. */
export const memberWeeks = (plan: Pick<ProposalPlan, 'phases'>, talentId: string) =>
  plan.phases.reduce((weeks, phase) => weeks + (phase.talent_ids.includes(talentId) ? phase.weeks : 0), 0);

export const planWeeks = (plan: Pick<ProposalPlan, 'phases'>) =>
  plan.phases.reduce((weeks, phase) => weeks + phase.weeks, 0);

export function phaseCostKobo(plan: Pick<ProposalPlan, 'members'>, phase: PlanPhase): number {
  const rates = new Map(plan.members.map((member) => [member.talent_id, member.weekly_rate_kobo]));
  return phase.talent_ids.reduce((sum, id) => sum + (rates.get(id) ?? 0) * phase.weeks, 0);
}

export function planTotalKobo(plan: Pick<ProposalPlan, 'members' | 'phases'>): number {
  const total = plan.phases.reduce((sum, phase) => sum + phaseCostKobo(plan, phase), 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large to hold in kobo.');
  return total;
}

/**
 * Checks a change against the pool: `usable` are the talents that may be on the team (available and active,
 * or already on the version the client saw). Keeps the reasons the previous plan gave its members.
 */
export function checkPlanChange(
  change: PlanChange,
  usable: ReadonlyMap<string, Talent>,
  previous: ProposalPlan,
): ProposalPlan {
  const summary = change.summary.trim();
  if (summary.length > 500) throw invalid('summary', planMessages.summary);
  if (change.budget_note.trim().length > 1000) throw invalid('budget_note', planMessages.note);
  const ids = change.members.map((member) => member.talent_id);
  if (ids.length === 0) throw invalid('members', planMessages.empty);
  if (ids.length > MAX_TEAM) throw invalid('members', planMessages.tooMany);
  if (new Set(ids).size !== ids.length) throw invalid('members', planMessages.twice);
  const reasons = new Map(previous.members.map((member) => [member.talent_id, member.reason]));
  const members = change.members.map(({ talent_id, weekly_rate_kobo }, index): PlanMember => {
    const talent = usable.get(talent_id);
    if (!talent) throw invalid('members', planMessages.unavailable);
    const field = `members.${index}.weekly_rate_kobo`;
    if (!Number.isSafeInteger(weekly_rate_kobo) || weekly_rate_kobo <= 0 || weekly_rate_kobo % 100 !== 0) {
      throw invalid(field, planMessages.rate);
    }
    if (weekly_rate_kobo > MAX_WEEKLY_RATE_KOBO) throw invalid(field, planMessages.rateTooHigh);
    return {
      talent_id,
      name: talent.name,
      role: talent.role,
      discipline: talent.discipline,
      weekly_rate_kobo,
      reason: reasons.get(talent_id) ?? null,
    };
  });
  if (change.phases.length === 0) throw invalid('phases', planMessages.noPhase);
  if (change.phases.length > MAX_PHASES) throw invalid('phases', planMessages.tooManyPhases);
  const team = new Set(ids);
  const phases = change.phases.map((phase, index): PlanPhase => {
    const name = phase.name.trim().replace(/\s+/g, ' ');
    if (name.length === 0 || name.length > 60) throw invalid(`phases.${index}.name`, planMessages.phaseName);
    if (!Number.isInteger(phase.weeks) || phase.weeks < 1 || phase.weeks > MAX_PHASE_WEEKS) {
      throw invalid(`phases.${index}.weeks`, planMessages.phaseWeeks);
    }
    const talentIds = [...new Set(phase.talent_ids)];
    if (talentIds.length === 0) throw invalid(`phases.${index}.talent_ids`, planMessages.phaseEmpty);
    if (talentIds.some((id) => !team.has(id))) {
      throw invalid(`phases.${index}.talent_ids`, planMessages.phaseStranger);
    }
    return { name, weeks: phase.weeks, talent_ids: talentIds };
  });
  const plan = { summary: summary || previous.summary, weeks_reason: previous.weeks_reason, members, phases };
  const idle = members.find((member) => memberWeeks(plan, member.talent_id) === 0);
  if (idle) throw invalid('phases', planMessages.idle(idle.name));
  return { ...plan, weeks_reason: weeksReason(plan, previous) };
}

/** Where the weeks come from, as the client's pages say it. */
function weeksReason(plan: ProposalPlan, previous: ProposalPlan): string {
  if (plan.phases.length === 1 && planWeeks(plan) === planWeeks(previous)) return previous.weeks_reason;
  if (plan.phases.length === 1) return `${planWeeks(plan)} weeks, as planned by our operations team.`;
  const parts = plan.phases.map(
    (phase) => `${phase.name} (${phase.weeks} week${phase.weeks === 1 ? '' : 's'})`,
  );
  return `${plan.phases.length} phases: ${parts.join(', ')}.`;
}

/** The client's budget as the proposal is held to: the top of the range they gave, else its only end. */
export function budgetCeilingKobo(project: { budgetMinKobo: bigint | null; budgetMaxKobo: bigint | null }) {
  const ceiling = project.budgetMaxKobo ?? project.budgetMinKobo;
  return ceiling === null ? null : Number(ceiling);
}

/** The phases as the client and the console show them: weeks, who, and what each costs. */
export function phaseLines(plan: ProposalPlan) {
  const names = new Map(plan.members.map((member) => [member.talent_id, member.name]));
  return plan.phases.map((phase) => {
    const cost = phaseCostKobo(plan, phase);
    return {
      name: phase.name,
      weeks: phase.weeks,
      talent_ids: phase.talent_ids,
      members: phase.talent_ids.map((id) => names.get(id) ?? ''),
      cost_kobo: cost,
      cost: formatNaira(cost),
    };
  });
}
