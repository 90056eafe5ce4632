import { formatDay, formatNaira } from '@platform/shared-ui';
import type { BadgeTone } from '@platform/shared-ui';
import type { ProjectBudget, ProjectDetails, ProjectTimeline, TeamMember } from './project-api';

/** Status as shown: underscores become spaces and words are capitalised (`PENDING_REVIEW` → `Pending Review`). */
export function displayStatus(status: string): string {
  return status
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  draft: 'warning',
  'pending review': 'warning',
  'in progress': 'info',
  completed: 'success',
};

/**
 * Draft and Pending Review share the pending style; In Progress and Completed have their own. Any other
 * status is not shown (the spec's entities), so it has no tone.
 */
export function statusTone(status: string): BadgeTone | null {
  return STATUS_TONES[displayStatus(status).toLowerCase()] ?? null;
}

export function displayDate(value: string): string {
  return formatDay(value) ?? value;
}

/** "Ada Obi, Tunde Bello and 2 more"; "No Team Added Yet" for none. */
export function displayTeam(team: readonly TeamMember[]): string {
  if (team.length === 0) return 'No Team Added Yet';
  const shown = team.slice(0, 2).map((member) => member.name);
  const more = team.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(' and ');
}

/** The quick filters that work, and the API's type filter each one asks for. */
export const TYPE_FILTERS = [
  { label: 'Design', query: 'design' },
  { label: 'Develop', query: 'development' },
  { label: 'Print', query: 'print' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** The quick filters for areas that are not built yet. */
export const COMING_SOON_FILTERS = ['Recruit', 'Get Support', 'Learn'] as const;

const inNaira = (kobo: number) => formatNaira(Math.round(kobo / 100) * 100);

/** "₦1,000,000 – ₦3,000,000", "Up to ₦3,000,000", "Not discussed yet". */
export function displayBudget(budget: ProjectBudget | null | undefined): string {
  if (!budget || (budget.min_kobo === null && budget.max_kobo === null)) return 'Not discussed yet';
  const { min_kobo: min, max_kobo: max } = budget;
  if (min !== null && max !== null) return min === max ? inNaira(min) : `${inNaira(min)} – ${inNaira(max)}`;
  return max !== null ? `Up to ${inNaira(max)}` : `From ${inNaira(min ?? 0)}`;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * When the work should be done ("5 February 2027"): the signed contract's delivery, else a sent proposal's
 * (were it signed today, and said so), else the client's deadline; "Not set yet" only when nothing knows it.
 */
export function displayCompletion(completion: ProjectDetails['estimated_completion']): string {
  if (!completion) return 'Not set yet';
  const date = longDate.format(new Date(`${completion.date}T00:00:00Z`));
  return completion.basis === 'proposal' ? `${date} if the contract is signed today` : date;
}

/** "10 weeks", or the client's words when they gave a date or "as soon as possible". */
export function displayTimeline(timeline: ProjectTimeline | null | undefined): string {
  if (!timeline) return 'Not discussed yet';
  if (timeline.weeks !== null) return `${timeline.weeks} week${timeline.weeks === 1 ? '' : 's'}`;
  return timeline.text;
}
