import type { ApiSchemas } from '@platform/shared-ui';

/*
 * The team pages' words, and the team calls' answers as generated from the OpenAPI document
 * (spec part 2 §3, §7; docs/decisions.md "Team, invitations and permissions").
 */

export const PERMISSION_AREAS = [
  { key: 'projectOverviewAndScope', label: 'Project Overview & Scope' },
  { key: 'taskAndWorkflowManagement', label: 'Task & Workflow Management' },
  { key: 'projectFilesAndDocumentations', label: 'Project Files & Documentation' },
  // The spec's spelling, on the wire only.
  { key: 'teamManagenentAndCollaboration', label: 'Team Management & Collaboration' },
  { key: 'budgetAndFinancialControl', label: 'Budget & Financial Control' },
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number]['key'];

export const PERMISSION_LEVELS = ['View', 'Edit', 'Review', 'Approve', 'Full Access'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export type Permissions = Record<PermissionArea, PermissionLevel>;

export const TEAM_ROLES = ['Admin', 'Editor', 'Reviewer', 'Viewer', 'Project Manager'] as const;
export const TEAM_ACCESS = ['Full Access', 'Custom Permissions'] as const;
export type TeamAccess = (typeof TEAM_ACCESS)[number];

export const includesLevel = (held: PermissionLevel, needed: PermissionLevel) =>
  PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(needed);

/** `POST /api/add-team-member/` */
export type InviteBody = {
  email: string;
  role: string;
  access: string;
  projectId: string;
} & Partial<Permissions>;

export interface InviteAnswer {
  message?: string;
  redirect_url?: string;
}

/** `GET /api/search-users` */
export type UserSuggestion = ApiSchemas['schemas']['UserSearch']['users'][number];

type Schemas = ApiSchemas['schemas'];

export type TeamRow = Schemas['TeamRow'];

/** `GET /api/projects/{id}/team/` */
export type TeamOverview = Schemas['TeamOverview'];

/** `GET /api/projects/{id}/team/{member}/` */
export type MemberProfile = Schemas['TeamMemberProfile'];

/** `GET /api/projects/{id}/permissions/` */
export type MyPermissions = Schemas['MyProjectPermissions'];

export const allAt = (level: PermissionLevel): Permissions =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area.key, level])) as Permissions;

/** `GET /api/projects/{id}/seat-cost/` */
export type SeatCost = Schemas['SeatCost'];
