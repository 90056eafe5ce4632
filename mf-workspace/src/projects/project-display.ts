import type { BadgeTone, ProjectListItem } from '@platform/shared-ui';

/** Status as shown: underscores become spaces and words are capitalised (`PENDING_REVIEW` → `Pending Review`). */
export function displayStatus(status: string): string {
  return status
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Draft and Pending Review share the pending style; In Progress and Completed have their own. */
export function statusTone(status: string): BadgeTone {
  switch (displayStatus(status).toLowerCase()) {
    case 'draft':
    case 'pending review':
      return 'warning';
    case 'in progress':
      return 'info';
    case 'completed':
      return 'success';
    default:
      return 'neutral';
  }
}

export function displayDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The quick filters that work: each keeps the projects whose type mentions its word. */
export const TYPE_FILTERS = [
  { label: 'Design', matches: 'design' },
  { label: 'Develop', matches: 'development' },
  { label: 'Print', matches: 'print' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['label'];

export function filterProjects(projects: ProjectListItem[], filter: TypeFilter | null): ProjectListItem[] {
  if (!filter) return projects;
  const word = TYPE_FILTERS.find((candidate) => candidate.label === filter)?.matches ?? '';
  return projects.filter((project) => project.type.toLowerCase().includes(word));
}
