// The reviews calls' answers as this remote reads them (the spec's reviews screen).

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

interface Person {
  id: string;
  name: string;
}

export interface ReviewCard {
  id: string;
  name: string;
  deliverable_type: string;
  review_type: string;
  status: 'review' | 'approved' | 'rejected';
  round: number;
  linked_to: { type: string; name: string };
  submitted_by: Person | null;
  file_count: number;
  comment_count: number;
  updated_at: string;
}

export interface ReviewDetail extends ReviewCard {
  link: string | null;
  notes: string;
  team_access: string;
  members: Person[];
  files: {
    id: string;
    name: string;
    version: number;
    status: string;
    mime_type: string | null;
    download_url: string;
  }[];
  comments: {
    id: string;
    parent_id: string | null;
    author: Person | null;
    body: string;
    created_at: string;
  }[];
  changes: {
    round: number;
    file: { id: string; name: string };
    from_version: number;
    to_version: number;
    versions: { number: number; note: string; uploaded_by: Person | null; created_at: string }[];
  }[];
  history: {
    kind: 'submitted' | 'approved' | 'rejected';
    round: number;
    actor: Person | null;
    reason: string | null;
    comment: string | null;
    created_at: string;
  }[];
  rejection_reason: string | null;
  can: { comment: boolean; decide: boolean; resubmit: boolean };
}

export const statusTone = { review: 'warning', approved: 'success', rejected: 'danger' } as const;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const whenText = (iso: string) => when.format(new Date(iso));
