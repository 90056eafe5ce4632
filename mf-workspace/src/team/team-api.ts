import type { AreaLevels, TeamAccessChoice } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

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

/** `GET /api/search-users` */
export type UserSuggestion = ApiResult<ApiOperation<'/api/search-users', 'get'>>['users'][number];

/** `GET /api/projects/{project_id}/team/` */
export type TeamOverview = ApiResult<ApiOperation<'/api/projects/{project_id}/team/', 'get'>>;

export type TeamRow = TeamOverview['members'][number];

/** `GET /api/projects/{project_id}/team/{member_id}/` */
export type MemberProfile = ApiResult<ApiOperation<'/api/projects/{project_id}/team/{member_id}/', 'get'>>;

/** `GET /api/projects/{project_id}/seat-cost/` */
export type SeatCost = ApiResult<ApiOperation<'/api/projects/{project_id}/seat-cost/', 'get'>>;
