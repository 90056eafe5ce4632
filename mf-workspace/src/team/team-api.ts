/* The team calls' shapes (spec part 2 §3, §7; docs/decisions.md "Team, invitations and permissions"). */

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
export interface UserSuggestion {
  id: string;
  name: string;
  email: string;
  img: string | null;
}

export interface TeamRow {
  id: string;
  kind: 'owner' | 'member' | 'invitation';
  name: string;
  email: string;
  img: string | null;
  role: string;
  access: TeamAccess;
  permissions: Permissions;
  source: 'Client' | 'Invited' | 'Platform team';
  status: 'Active' | 'Invited' | 'Removed';
  start_date: string;
  last_active: string | null;
  invitation_expires_at: string | null;
  current_focus: string | null;
  tasks: { assigned: number; open: number };
}

/** `GET /api/projects/{id}/team/` */
export interface TeamOverview {
  totals: { members: number; active: number; invited: number };
  project_lead: { id: string; name: string; role: string; img: string | null };
  current_focus: string | null;
  members: TeamRow[];
}

/** `GET /api/projects/{id}/team/{member}/` */
export interface MemberProfile extends TeamRow {
  managed_by: string | null;
  responsibilities: string;
  active_tasks: { id: string; name: string; status: string }[];
  linked_resources: { id: string; name: string; kind: 'File' | 'Link' | 'Media' }[];
}

/** `GET /api/projects/{id}/permissions/` */
export interface MyPermissions {
  user_id: string;
  is_owner: boolean;
  permissions: Permissions;
}

export const allAt = (level: PermissionLevel): Permissions =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area.key, level])) as Permissions;
