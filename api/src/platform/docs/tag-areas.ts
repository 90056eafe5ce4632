import type { RemoteArea } from '@platform/contract';

/**
 * Each OpenAPI tag under the area of the product it serves. The area names are the shell's areas (and the
 * remotes' build stamps) from @platform/contract, so the API reference, the site and the ops page say the
 * same word; Platform holds what no area owns. A tag an operation uses but no area lists fails docs.test.ts.
 */
export const TAG_AREAS = {
  Marketing: ['Marketing'],
  Accounts: ['Accounts', 'Profile'],
  Workspace: [
    'Projects',
    'Project chat',
    'Project brief',
    'Project features',
    'Page assistant',
    'Tasks',
    'Team',
    'Files and resources',
    'Reviews and approvals',
    'Comments',
    'Meetings',
    'Milestones',
    'Handover',
    'Hire',
    'Notifications',
    'Live',
  ],
  Billing: ['Billing', 'Payments'],
  Staff: ['Staff', 'Inbox', 'Talent pool', 'Staffing', 'Money desk', 'Payouts'],
  Platform: ['Forms', 'Remotes', 'Health', 'Telemetry', 'Operations', 'Development'],
} as const satisfies Record<RemoteArea | 'Platform', readonly string[]>;

/** The areas as OpenAPI tag groups (`x-tagGroups`, read by Redoc and the reference page). */
export const tagGroups = Object.entries(TAG_AREAS).map(([name, tags]) => ({ name, tags: [...tags] }));
