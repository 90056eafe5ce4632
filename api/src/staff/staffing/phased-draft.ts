import type { Talent } from '@platform/prisma';
import { featureEffort } from '../../workspace/assistant/embedded/team-proposal.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { contractDay } from '../../workspace/contracts/contract-day.js';
import { weeksText, withinLimits } from './client-limits.js';
import type { ClientLimits } from './client-limits.js';
import { MAX_PHASE_WEEKS, phaseCostKobo } from './proposal-plan.js';
import type { PlanMember, PlanPhase, ProposalPlan } from './proposal-plan.js';

/*
 * The machine's draft held to what the client said (issue #28). The assistant's team for its weeks, in one
 * phase, when that fits the budget and the deadline. Otherwise the same seats at the lowest rate the pool has
 * for each kind of talent; and if still over, a first phase that fits — the smallest useful team for as many
 * weeks as the budget and the deadline allow, carrying the first features — then a second phase with the whole
 * team for the rest, with its cost. The budget note says so for Operations to send or change.
 */

export interface DraftFeature {
  name: string;
  specifications: readonly string[];
}

export interface FittedDraft {
  plan: ProposalPlan;
  budgetNote: string;
}

/** Who stays in a first phase while the team is cut to fit: designer and the first builder last. */
const keepOrder = [
  'design',
  'frontend',
  'mobile',
  'fullstack',
  'backend',
  'brand',
  'qa',
  'devops',
  'management',
];
const FIRST_PHASE = 'Phase 1: first release';
const SECOND_PHASE = 'Phase 2: the rest';
/** Names listed in the note before "and N more". */
const LISTED_FEATURES = 6;

const weeklyCost = (members: readonly PlanMember[]) =>
  members.reduce((sum, member) => sum + member.weekly_rate_kobo, 0);

const onePhase = (members: readonly PlanMember[], weeks: number): PlanPhase[] => [
  { name: 'Whole project', weeks, talent_ids: members.map((member) => member.talent_id) },
];

function listed(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_FEATURES);
  const more = names.length - shown.length;
  const items = more > 0 ? [...shown, `${more} more`] : shown;
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Each member swapped for the lowest-rate available talent of the same kind not already on the team. */
function atLowestRates(members: readonly PlanMember[], pool: readonly Talent[]): PlanMember[] {
  const taken = new Set(members.map((member) => member.talent_id));
  return members.map((member) => {
    const cheaper = pool
      .filter(
        (talent) =>
          talent.discipline === member.discipline &&
          !taken.has(talent.id) &&
          Number(talent.weeklyRateKobo) < member.weekly_rate_kobo,
      )
      .sort((a, b) => Number(a.weeklyRateKobo) - Number(b.weeklyRateKobo))[0];
    if (!cheaper) return member;
    taken.delete(member.talent_id);
    taken.add(cheaper.id);
    return {
      ...member,
      talent_id: cheaper.id,
      name: cheaper.name,
      role: cheaper.role,
      weekly_rate_kobo: Number(cheaper.weeklyRateKobo),
    };
  });
}

const rank = (member: PlanMember) => {
  const index = keepOrder.indexOf(member.discipline);
  return index < 0 ? keepOrder.length : index;
};

/** The weeks a first phase of this team may last: what the budget pays for, within the deadline. */
function affordableWeeks(team: readonly PlanMember[], limits: ClientLimits, wholeWeeks: number): number {
  const byBudget =
    limits.budgetKobo === null ? wholeWeeks : Math.floor(limits.budgetKobo / Math.max(1, weeklyCost(team)));
  return Math.min(byBudget, limits.deadlineWeeks ?? wholeWeeks, wholeWeeks - 1);
}

/**
 * The smallest useful first-phase team: members leave from the least needed (`keepOrder`) until the budget pays
 * for at least two weeks of those left (a week of design before building), or one person is left.
 */
function firstPhaseTeam(members: readonly PlanMember[], limits: ClientLimits, wholeWeeks: number) {
  const team = [...members].sort((a, b) => rank(a) - rank(b));
  const wanted = Math.min(2, wholeWeeks - 1);
  while (team.length > 1 && affordableWeeks(team, limits, wholeWeeks) < wanted) team.pop();
  return team;
}

/** The first features whose effort fits the share of the work the first phase does. */
function firstFeatures(features: readonly DraftFeature[], share: number): string[] {
  const efforts = features.map((feature) => featureEffort(feature.specifications.length));
  const whole = efforts.reduce((sum, effort) => sum + effort, 0);
  const names: string[] = [];
  let done = 0;
  for (const [index, feature] of features.entries()) {
    done += efforts[index] ?? 0;
    if (done > share * whole) break;
    names.push(feature.name);
  }
  return names;
}

/** "your budget of ₦1,500,000 and your deadline of 25 December 2026", as far as the client gave them. */
function limitsSaid(limits: ClientLimits, amounts = true): string {
  const budget =
    limits.budgetKobo === null ? '' : `your budget${amounts ? ` of ${formatNaira(limits.budgetKobo)}` : ''}`;
  const deadline =
    limits.deadline === null ? '' : `your deadline${amounts ? ` of ${contractDay(limits.deadline)}` : ''}`;
  return [budget, deadline].filter(Boolean).join(' and ');
}

function phasedDraft(
  start: ProposalPlan,
  members: readonly PlanMember[],
  wholeWeeks: number,
  features: readonly DraftFeature[],
  limits: ClientLimits,
): FittedDraft {
  const team = firstPhaseTeam(members, limits, wholeWeeks);
  const firstWeeks = Math.max(1, affordableWeeks(team, limits, wholeWeeks));
  const share = (team.length * firstWeeks) / (members.length * wholeWeeks);
  const restWeeks = Math.min(
    MAX_PHASE_WEEKS,
    Math.max(1, Math.ceil((members.length * wholeWeeks - team.length * firstWeeks) / members.length)),
  );
  const phases: PlanPhase[] = [
    { name: FIRST_PHASE, weeks: firstWeeks, talent_ids: team.map((member) => member.talent_id) },
    { name: SECOND_PHASE, weeks: restWeeks, talent_ids: members.map((member) => member.talent_id) },
  ];
  const plan = { ...start, members: [...members], phases };
  const [first, rest] = phases as [PlanPhase, PlanPhase];
  const firstCost = phaseCostKobo(plan, first);
  const restCost = phaseCostKobo(plan, rest);
  const early = firstFeatures(features, share);
  const later = features.map((feature) => feature.name).filter((name) => !early.includes(name));
  const fits = withinLimits(limits, firstCost, firstWeeks);
  // Read by the client beside the total (Team Selection): written to them.
  const note = [
    `The whole work does not fit ${limitsSaid(limits)}, so we propose it in two phases.`,
    `${FIRST_PHASE} (${weeksText(firstWeeks)}, ${formatNaira(firstCost)}, ${listed(team.map((m) => m.name))})${
      early.length ? ` delivers ${listed(early)}` : ' starts the work'
    }${fits ? ` within ${limitsSaid(limits, false)}.` : `, the smallest useful start, and is still over ${limitsSaid(limits, false)}: tell us what matters most and we will shape it with you.`}`,
    `${SECOND_PHASE} (${weeksText(restWeeks)}, ${formatNaira(restCost)}, the whole team) ${
      later.length ? `adds ${listed(later)}` : 'completes the work'
    }, when you are ready.`,
  ].join(' ');
  const summary = fits
    ? `${start.summary} A first phase fits ${limitsSaid(limits, false)}; the rest follows in a second phase.`
    : start.summary;
  return {
    plan: { ...plan, summary, weeks_reason: `Two phases: ${first.name} and ${rest.name}.` },
    budgetNote: note,
  };
}

/** The machine's starting plan fitted to the client's budget and deadline, with the budget note it needs. */
export function fitToClient(
  start: ProposalPlan,
  wholeWeeks: number,
  features: readonly DraftFeature[],
  pool: readonly Talent[],
  limits: ClientLimits,
): FittedDraft {
  const fits = (members: readonly PlanMember[]) =>
    withinLimits(limits, weeklyCost(members) * wholeWeeks, wholeWeeks);
  if (start.members.length === 0 || fits(start.members)) return { plan: start, budgetNote: '' };
  const cheaper = atLowestRates(start.members, pool);
  if (fits(cheaper)) {
    return { plan: { ...start, members: cheaper, phases: onePhase(cheaper, wholeWeeks) }, budgetNote: '' };
  }
  // One week cannot be split in two phases; it is sent over the budget with the note saying so.
  if (wholeWeeks < 2) {
    const budgetNote = `The smallest plan, ${formatNaira(weeklyCost(cheaper))} for a week, does not fit ${limitsSaid(limits)}: tell us what matters most and we will shape it with you.`;
    return { plan: { ...start, members: cheaper, phases: onePhase(cheaper, wholeWeeks) }, budgetNote };
  }
  return phasedDraft(start, cheaper, wholeWeeks, features, limits);
}
