export const AUDIT_TEXTS = {
  title: 'Audit Log',
  subtitle:
    'Every staff action: who, what, when, and the thing before and after. Nothing here can be edited.',
  loading: 'Loading the audit log...',
  search: 'Search',
  searchHint: 'Words in the action, its line or who did it',
  action: 'Action',
  everyAction: 'Every action',
  columns: ['When', 'Who', 'What', 'Before', 'After'] as const,
  empty: 'No staff action matches.',
  more: 'Show older entries',
} as const;
