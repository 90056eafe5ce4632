import { formatNaira } from '../../billing/subscriptions/money.js';
import { contractDay } from '../../workspace/contracts/contract-day.js';
import { budgetCeilingKobo, phaseCostKobo, planTotalKobo, planWeeks } from './proposal-plan.js';
import type { ProposalPlan } from './proposal-plan.js';

/*
 * What the client said a proposal must respect (issue #28): the top of their budget and their deadline, and
 * the plain sentence Team Selection, Review Team & Cost and the console say about a plan against them.
 */

export interface ClientLimits {
  /** The top of the budget the client gave, in kobo; null when they gave none. */
  budgetKobo: number | null;
  deadline: Date | null;
  /** Whole weeks from `from` to the deadline (at least 0); null without a deadline. */
  deadlineWeeks: number | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function clientLimits(
  project: { budgetMinKobo: bigint | null; budgetMaxKobo: bigint | null; deadline: Date | null },
  from: Date,
): ClientLimits {
  const deadline = project.deadline;
  return {
    budgetKobo: budgetCeilingKobo(project),
    deadline,
    deadlineWeeks:
      deadline === null ? null : Math.max(0, Math.floor((deadline.getTime() - from.getTime()) / WEEK_MS)),
  };
}

export const weeksText = (weeks: number) => `${weeks} week${weeks === 1 ? '' : 's'}`;

/** True when this many weeks and this cost respect both limits (an open limit is always respected). */
export const withinLimits = (limits: ClientLimits, costKobo: number, weeks: number) =>
  (limits.budgetKobo === null || costKobo <= limits.budgetKobo) &&
  (limits.deadlineWeeks === null || weeks <= limits.deadlineWeeks);

function deadlineSentence(limits: ClientLimits, what: string, weeks: number): string {
  if (limits.deadline === null || limits.deadlineWeeks === null) return '';
  const day = contractDay(limits.deadline);
  return weeks <= limits.deadlineWeeks
    ? `${what} takes ${weeksText(weeks)}, so it can be done by your deadline of ${day}.`
    : `${what} takes ${weeksText(weeks)}, longer than the ${weeksText(limits.deadlineWeeks)} left before your deadline of ${day}.`;
}

/** What signing a phased plan means, and how to sign for less. */
const PHASES_SIGNED_TOGETHER =
  'The contract covers every phase; to sign for the first phase alone, ask for a change.';

/**
 * How the plan stands against the client's budget and deadline, said plainly: within them; over them with a
 * first phase that fits and what the later phases cost; or over them. Empty when the client gave neither.
 */
export function budgetFit(plan: Pick<ProposalPlan, 'members' | 'phases'>, limits: ClientLimits): string {
  if (limits.budgetKobo === null && limits.deadline === null) return '';
  const total = planTotalKobo(plan);
  const weeks = planWeeks(plan);
  if (withinLimits(limits, total, weeks)) {
    const budget =
      limits.budgetKobo === null ? '' : `within your budget of ${formatNaira(limits.budgetKobo)}`;
    const deadline =
      limits.deadline === null ? '' : `done by your deadline of ${contractDay(limits.deadline)}`;
    return `The whole plan is ${[budget, deadline].filter(Boolean).join(' and ')}.`;
  }
  const [first, ...later] = plan.phases;
  const over =
    limits.budgetKobo !== null && total > limits.budgetKobo
      ? `The whole plan costs ${formatNaira(total)}, more than your budget of ${formatNaira(limits.budgetKobo)}.`
      : `The whole plan costs ${formatNaira(total)}.`;
  if (first && later.length > 0) {
    const firstCost = phaseCostKobo(plan, first);
    if (withinLimits(limits, firstCost, first.weeks)) {
      const laterText = later
        .map(
          (phase) => `${phase.name}: ${formatNaira(phaseCostKobo(plan, phase))} (${weeksText(phase.weeks)})`,
        )
        .join('; ');
      const fits = [
        limits.budgetKobo === null ? '' : 'your budget',
        limits.deadline === null ? '' : 'your deadline',
      ].filter(Boolean);
      return [
        over,
        `The first phase, ${first.name}, fits ${fits.join(' and ')}: ${formatNaira(firstCost)} over ${weeksText(first.weeks)}.`,
        `Later phases follow at their own cost when you are ready: ${laterText}.`,
        // The contract is the whole plan (docs/decisions.md, "Phases"): said here, so its total is no surprise.
        PHASES_SIGNED_TOGETHER,
      ].join(' ');
    }
  }
  return [over, deadlineSentence(limits, 'It', weeks)].filter(Boolean).join(' ');
}
