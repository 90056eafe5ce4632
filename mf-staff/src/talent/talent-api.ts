import type { ApiPath, ApiSchemas } from '@platform/shared-ui';

// The talent pool calls (issue #27) as the console reads them, and their texts.

type Schemas = ApiSchemas['schemas'];

export type StaffTalent = Schemas['StaffTalent'];
export type StaffTalentList = Schemas['StaffTalentList'];

export const TALENT_PATH = '/api/staff/talent/';

/** What the table's buttons do to a talent, each its own call. */
export const TALENT_ACTION_PATHS = {
  deactivate: '/api/staff/talent/{talent_id}/deactivate/',
  reactivate: '/api/staff/talent/{talent_id}/reactivate/',
  invite: '/api/staff/talent/{talent_id}/invite/',
} as const satisfies Record<string, ApiPath<'post'>>;
export type TalentAction = keyof typeof TALENT_ACTION_PATHS;

export const TALENT_TEXTS = {
  title: 'Talent Pool',
  subtitle: 'The people proposals are made of: their rates, availability and payout accounts.',
  loading: 'Loading the talent pool...',
  columns: ['Name', 'Role', 'Seniority', 'Rate', 'Availability', 'Sign-in', 'Payout account', 'Actions'],
  add: 'Add talent',
  empty: 'No talent here yet. Add the first with Add talent.',
  noMatch: 'No talent matches.',
  search: 'Search by name, e-mail, role or skill',
  formAdd: 'New talent',
  formEdit: (name: string) => `Edit ${name}`,
  save: 'Save talent',
  cancel: 'Cancel',
  bankHint: 'For payouts. Only the last four digits are ever shown again.',
  keepNumber: 'Leave empty to keep the account number on file.',
} as const;

export const STATUS_FILTERS = { Active: 'active', Deactivated: 'deactivated', All: 'all' } as const;
export type StatusFilter = (typeof STATUS_FILTERS)[keyof typeof STATUS_FILTERS];
