import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks, ProjectEnv } from '../permissions/project-access-middleware.js';
import { InviteBodySchema } from './invite-schema.js';
import {
  AcceptedSchema,
  AcceptInvitationBodySchema,
  AddedSchema,
  InvitationParamsSchema,
  MemberChangeSchema,
  MemberParamsSchema,
  MemberProfileSchema,
  ProjectParamsSchema,
  SeatCostSchema,
  TeamOverviewSchema,
  TeamSearchQuerySchema,
  TeamSearchSchema,
  UserSearchQuerySchema,
  UserSearchSchema,
} from './team-schemas.js';

/** The OpenAPI definitions of the team routes; the handlers are in team.handlers.ts. */

const tags = ['Team'];

/** The caller's access to the project, at the level each route needs (team.handlers.ts). */
type TeamChecks = ProjectChecks<'view' | 'edit' | 'full'> & {
  /** View, for the team search, which names its project in the query. */
  viewByQuery: MiddlewareHandler<ProjectEnv, string, { out: { query: { project_id: string } } }>;
};

export function teamRouteDefinitions(signedIn: MiddlewareHandler<AuthEnv>, checks: TeamChecks) {
  return {
    addTeamMember: createRoute({
      method: 'post',
      path: '/add-team-member/',
      tags,
      operationId: 'inviteTeamMember',
      summary: 'Invite a team member',
      description:
        'Invite someone into a project: an account joins at once, a new address gets a 7-day link.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: { required: true, content: json(InviteBodySchema) } },
      responses: {
        201: { description: 'Added, or invitation sent', content: json(AddedSchema) },
        ...errorResponses(401, 402, 403, 404, 409, 415, 422, 503),
      },
    }),
    searchUsers: createRoute({
      method: 'get',
      path: '/search-users',
      tags,
      operationId: 'searchInvitees',
      summary: 'Suggest people to invite',
      description:
        'Invite suggestions: people who share a project with the caller, plus an exact e-mail match.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { query: UserSearchQuerySchema },
      responses: {
        200: { description: 'At most 10 people', content: json(UserSearchSchema) },
        ...errorResponses(401, 422, 429),
      },
    }),
    searchProjectTeam: createRoute({
      method: 'get',
      path: '/search-project-team-members',
      tags,
      operationId: 'searchProjectTeamMembers',
      summary: "Search the project's team",
      description: "The project's active team (owner and members) matching the query, e.g. for assignees.",
      security: bearerSecurity,
      middleware: [signedIn, checks.viewByQuery] as const,
      request: { query: TeamSearchQuerySchema },
      responses: {
        200: { description: 'Matching team members', content: json(TeamSearchSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    teamOverview: createRoute({
      method: 'get',
      path: '/projects/{project_id}/team/',
      tags,
      operationId: 'getProjectTeam',
      summary: "Get the project's team",
      description:
        'The team page: totals, project lead, every member, removed member and pending invitation, and the placed team.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The team', content: json(TeamOverviewSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    seatCost: createRoute({
      method: 'get',
      path: '/projects/{project_id}/seat-cost/',
      tags,
      operationId: 'getSeatCost',
      summary: 'Get the cost of one more seat',
      description: "The Seat Cost Notification: the owner's seats, those occupied, and what one more costs.",
      security: bearerSecurity,
      middleware: [signedIn, checks.edit] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'Seats of the account that owns the project', content: json(SeatCostSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    memberProfile: createRoute({
      method: 'get',
      path: '/projects/{project_id}/team/{member_id}/',
      tags,
      operationId: 'getTeamMember',
      summary: 'Get a team member',
      description: "A team member's profile (the owner's too).",
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: MemberParamsSchema },
      responses: {
        200: { description: 'The profile', content: json(MemberProfileSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    changeMember: createRoute({
      method: 'patch',
      path: '/projects/{project_id}/team/{member_id}/',
      tags,
      operationId: 'updateTeamMember',
      summary: "Change a team member's role or access",
      description:
        "Change a member's role and access (Full Access to Team Management) or responsibilities (Edit).",
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.view] as const,
      request: { params: MemberParamsSchema, body: { required: true, content: json(MemberChangeSchema) } },
      responses: {
        200: { description: 'The profile after the change', content: json(MemberProfileSchema) },
        ...errorResponses(401, 403, 404, 415, 422),
      },
    }),
    removeMember: createRoute({
      method: 'delete',
      path: '/projects/{project_id}/team/{member_id}/',
      tags,
      operationId: 'removeTeamMember',
      summary: 'Remove a team member',
      description: 'Remove a member (Full Access to Team Management; never the owner).',
      security: bearerSecurity,
      middleware: [signedIn, checks.full] as const,
      request: { params: MemberParamsSchema },
      responses: {
        200: { description: 'Removed', content: json(MessageSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    leaveProject: createRoute({
      method: 'post',
      path: '/projects/{project_id}/leave/',
      tags,
      operationId: 'leaveProject',
      summary: 'Leave a project',
      description: 'Leave a project the caller is a member of.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'Left', content: json(MessageSchema) },
        ...errorResponses(401, 404, 409, 422),
      },
    }),
    resendInvitation: createRoute({
      method: 'post',
      path: '/projects/{project_id}/invitations/{invitation_id}/resend/',
      tags,
      operationId: 'resendInvitation',
      summary: 'Resend an invitation',
      description: 'E-mail a pending invitation again with a new link and 7 more days.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: InvitationParamsSchema },
      responses: {
        200: { description: 'Sent', content: json(MessageSchema) },
        ...errorResponses(401, 403, 404, 422, 503),
      },
    }),
    revokeInvitation: createRoute({
      method: 'delete',
      path: '/projects/{project_id}/invitations/{invitation_id}/',
      tags,
      operationId: 'revokeInvitation',
      summary: 'Revoke an invitation',
      description: 'Revoke a pending invitation: its link stops working.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: InvitationParamsSchema },
      responses: {
        200: { description: 'Revoked', content: json(MessageSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    acceptInvitation: createRoute({
      method: 'post',
      path: '/accept-invitation/',
      tags,
      operationId: 'acceptInvitation',
      summary: 'Accept an invitation',
      description: 'Join the project of an invitation link, signed in with the invited address.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: { required: true, content: json(AcceptInvitationBodySchema) } },
      responses: {
        200: { description: 'Joined', content: json(AcceptedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
  };
}
