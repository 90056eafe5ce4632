import type { ApiSchemas } from '@platform/shared-ui';

// The talent pool calls (issue #27) as the console reads them, and their texts.

type Schemas = ApiSchemas['schemas'];

export type StaffTalent = Schemas['StaffTalent'];
export type StaffTalentList = Schemas['StaffTalentList'];
export type TalentBody = Schemas['TalentBody'];
export type TalentSaved = Schemas['StaffTalentSaved'];

export const TALENT_PATH = '/api/staff/talent/';
export const talentPath = (id: string) => `/api/staff/talent/${id}/`;
export const talentActionPath = (id: string, action: 'deactivate' | 'reactivate' | 'invite') =>
  `/api/staff/talent/${id}/${action}/`;

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
