import type { ProposalBody, ProposalEditor } from './staffing-api';
import { STAFFING_TEXTS } from './staffing-api';

/* The editor's working copy of a proposal and its live arithmetic, in kobo like the server's. */

export interface DraftMember {
  talent_id: string;
  name: string;
  role: string;
  /** As typed, in naira a week. */
  rate: string;
}

export interface DraftPhase {
  name: string;
  weeks: string;
  talent_ids: string[];
}

export interface ProposalDraft {
  summary: string;
  members: DraftMember[];
  phases: DraftPhase[];
  budget_note: string;
}

export const draftOf = (editor: ProposalEditor): ProposalDraft => ({
  summary: editor.summary,
  members: editor.members.map((member) => ({
    talent_id: member.talent_id,
    name: member.name,
    role: member.role,
    rate: String(member.weekly_rate_kobo / 100),
  })),
  phases: editor.phases.map((phase) => ({
    name: phase.name,
    weeks: String(phase.weeks),
    talent_ids: [...phase.talent_ids],
  })),
  budget_note: editor.budget_note,
});

export const rateKobo = (rate: string) => Math.round(Number(rate.replace(/[₦,\s]/g, '') || Number.NaN) * 100);
const weeksOf = (weeks: string) => (weeks.trim() === '' ? Number.NaN : Number(weeks));

/**
 * Why the total cannot be worked out yet, in the words the editor shows: the first rate or length that is not
 * a number (or is below zero). Null when every one is.
 */
export function draftProblem(draft: ProposalDraft): string | null {
  const badRate = draft.members.find((member) => !(rateKobo(member.rate) >= 0));
  if (badRate) return STAFFING_TEXTS.badRate(badRate.name);
  const badWeeks = draft.phases.findIndex((phase) => !(weeksOf(phase.weeks) >= 0));
  return badWeeks === -1 ? null : STAFFING_TEXTS.badWeeks(badWeeks + 1);
}

/** The total as the server will compute it, or null while a rate or a length is not a number yet. */
export function draftTotalKobo(draft: ProposalDraft): number | null {
  const rates = new Map(draft.members.map((member) => [member.talent_id, rateKobo(member.rate)]));
  let total = 0;
  for (const phase of draft.phases) {
    const weeks = weeksOf(phase.weeks);
    for (const id of phase.talent_ids) total += (rates.get(id) ?? 0) * weeks;
  }
  return Number.isFinite(total) ? total : null;
}

export const draftWeeks = (draft: ProposalDraft) =>
  draft.phases.reduce((sum, phase) => sum + (weeksOf(phase.weeks) || 0), 0);

export const bodyOf = (draft: ProposalDraft): ProposalBody => ({
  summary: draft.summary,
  members: draft.members.map((member) => ({
    talent_id: member.talent_id,
    weekly_rate_kobo: rateKobo(member.rate),
  })),
  phases: draft.phases.map((phase) => ({
    name: phase.name,
    weeks: weeksOf(phase.weeks),
    talent_ids: phase.talent_ids,
  })),
  budget_note: draft.budget_note,
});

/** Whether the team, rates or phases differ from the ones the editor loaded (what its budget note was written for). */
export function planChanged(draft: ProposalDraft, editor: ProposalEditor): boolean {
  const plan = (body: ProposalBody) => JSON.stringify([body.members, body.phases]);
  return plan(bodyOf(draft)) !== plan(bodyOf(draftOf(editor)));
}
