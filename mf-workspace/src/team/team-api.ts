import type { AreaLevels, TeamAccessChoice } from '@platform/contract';
import type { ApiSchemas } from '@platform/shared-ui';

/*
 * The team pages' words, and the team calls' answers as generated from the OpenAPI document
 * (the spec's workspace entities and workspace calls table; docs/decisions.md "Team, invitations and permissions").
 */

/** A level in each permission area; the areas, levels, roles and access choices are @platform/contract's. */
export type Permissions = AreaLevels;
export type TeamAccess = TeamAccessChoice;

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

/** `GET /api/projects/{id}/seat-cost/` */
export type SeatCost = Schemas['SeatCost'];
