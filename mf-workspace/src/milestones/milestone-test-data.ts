import type { Milestone } from './milestones-api';

/** A milestone as the timeline call answers it, for the component tests: the fields given, plain defaults. */
export const milestone = (
  fields: Partial<Milestone> & Pick<Milestone, 'id' | 'position' | 'status'>,
): Milestone => ({
  title: `Milestone ${fields.position}`,
  contract_part: fields.position - 1,
  due_date: '2026-12-07',
  amount_kobo: 152_000_000,
  amount: '₦1,520,000',
  features: [{ id: 'f1', name: 'Catalogue' }],
  progress: { done: 1, total: 4, percent: 25 },
  overdue: false,
  delivered_at: null,
  accepted_at: null,
  auto_accepted: false,
  paid_at: null,
  auto_accept_on: null,
  review_path: null,
  history: [],
  can: { deliver: false, split: false, accept: false, request_changes: false },
  ...fields,
});
