// The reviews screen's tabs, choices and words (the spec's reviews screen); the answers' types are the API's own.

export const REVIEW_TABS = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending Review' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number]['key'];

export const DETAIL_TABS = ['Preview', 'Reviews', 'Changes', 'Details'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const DELIVERABLE_TYPES = ['Design', 'Code', 'Content', 'Document', 'Media', 'Other'] as const;
export const REVIEW_TYPES = ['Internal Review', 'Client Review'] as const;
export const TEAM_ACCESS = ['Entire Team', 'Selected Members'] as const;

export const statusTone = { review: 'warning', approved: 'success', rejected: 'danger' } as const;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const whenText = (iso: string) => when.format(new Date(iso));
