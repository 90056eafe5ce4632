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

/** What each tag holds, as the document's `tags` declare it (one tag a domain; each under an area above). */
export const TAGS: Record<(typeof TAG_AREAS)[keyof typeof TAG_AREAS][number], string> = {
  Marketing: "The public site: service requests, Let's Talk messages, custom quotes and the site chat.",
  Accounts:
    'Registration, e-mail verification, sign-in (password, Google, two-factor), sessions and account settings.',
  Profile: 'The business profile and its picture.',
  Projects: 'The projects a user owns or is invited into: opening, editing, archiving and deleting them.',
  'Project chat': 'The new-project chat that turns a conversation with the assistant into a project.',
  'Project brief': "The project's brief: drafting, editing and its history of versions.",
  'Project features': "The project's features and their progress.",
  'Page assistant': "The assistant on a workspace page, which may change the page's data.",
  Tasks: 'The task board: tasks, their files, checklists, dates and history.',
  Team: "A project's team: invitations, members, roles and access, and the caller's permissions.",
  'Files and resources': "A project's files, links and media, with versions, approvals and the trash.",
  'Reviews and approvals': 'Deliverables submitted for review, and their approval or rejection.',
  Comments: 'Threads of comments with mentions on tasks, files and reviews.',
  Meetings: 'Meetings with their invitations (.ics), notes and changes.',
  Milestones: "The signed contract's milestones: splitting, delivering and accepting them.",
  Handover: "A completed project's final report, its deliverables and the team's rating.",
  Hire: 'Hiring a placed team: the talent, the team proposal, the contract, onboarding and placements.',
  Notifications: "The caller's notifications and whether they are read.",
  Live: 'Live events (Server-Sent Events) and the project activity feed.',
  Billing: 'Plans, seats, invoices, the saved card and team payments.',
  Payments: "The payment provider's checkout return, webhook, verification and receipts.",
  Staff: 'The staff console: staff members, their roles and the audit log.',
  Inbox: 'What visitors sent, handled and answered by the staff.',
  'Talent pool': 'The talent the staff place on teams.',
  Staffing: "Team proposals the staff prepare and send to a project's client.",
  'Money desk': 'Payments, overdue accounts and refunds, for the staff.',
  Payouts: "Placed talent's payouts, processed by the staff.",
  Forms: 'The form token the public forms send.',
  Remotes: 'The runtime registry of the remote builds the shell loads.',
  Health: 'Liveness and database checks.',
  Telemetry: 'Health events of remote builds, sent by the shell.',
  Operations: 'The ops page: canary builds, promotion and rollback.',
  Development: 'Development-only helpers, never served in production.',
};
