import { STAFF_MESSAGES } from '@platform/contract';

export const TEAM_TEXTS = {
  title: 'Staff',
  subtitle: 'Who works in the console, and what their role lets them do.',
  loading: 'Loading the staff...',
  addTitle: 'Add a staff member',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  add: 'Add staff member',
  emailNeeded: STAFF_MESSAGES.emailNeeded,
  columns: ['Name', 'Email', 'Role', 'Two-factor', 'Added', 'Status', ''] as const,
  twoFactorOn: 'On',
  twoFactorOff: 'Not yet',
  active: 'Active',
  inactive: 'Deactivated',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  roleOf: (name: string) => `Role of ${name}`,
  you: '(you)',
  byCommandLine: 'the command line',
} as const;
