import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import {
  CancelBodySchema,
  MeetingListQuerySchema,
  MeetingListSchema,
  MeetingSavedSchema,
  MeetingParamsSchema,
  MeetingTeamsSchema,
  NotesBodySchema,
  ProjectParamsSchema,
  RescheduleBodySchema,
  ScheduleBodySchema,
  ScheduledSchema,
  TimeZoneQuerySchema,
} from './meeting-schemas.js';

/** The OpenAPI definitions of the meetings routes; the handlers are in meetings.handlers.ts. */

const tags = ['Meetings'];

export function meetingRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view' | 'edit'>,
) {
  return {
    list: createRoute({
      method: 'get',
      path: '/projects/{project_id}/meetings/',
      tags,
      operationId: 'listMeetings',
      summary: "List the caller's meetings",
      description: "The caller's meetings in one tab, dates in the caller's time zone.",
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema, query: MeetingListQuerySchema },
      responses: {
        200: { description: 'Upcoming soonest first; past newest first', content: json(MeetingListSchema) },
        ...errorResponses(401, 404, 422),
      },
    }),
    schedule: createRoute({
      method: 'post',
      path: '/projects/{project_id}/meetings/',
      tags,
      operationId: 'scheduleMeeting',
      summary: 'Schedule a meeting',
      description:
        'Schedule a meeting (Edit on Team Management & Collaboration); participants get an e-mail with an .ics and a notification.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.edit] as const,
      request: { params: ProjectParamsSchema, body: { required: true, content: json(ScheduleBodySchema) } },
      responses: {
        201: { description: 'Scheduled', content: json(ScheduledSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    teams: createRoute({
      method: 'get',
      path: '/projects/{project_id}/meeting-teams/',
      tags,
      operationId: 'listMeetingTeams',
      summary: 'List the meeting team groups',
      description: 'The team-selection groups with how many people each has.',
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The groups', content: json(MeetingTeamsSchema) },
        ...errorResponses(401, 404),
      },
    }),
    notes: createRoute({
      method: 'put',
      path: '/meetings/{meeting_id}/notes/',
      tags,
      operationId: 'saveMeetingNotes',
      summary: "Write a meeting's notes",
      description: "Write a meeting's notes, once it has started (participants, or Edit).",
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        params: MeetingParamsSchema,
        query: TimeZoneQuerySchema,
        body: { required: true, content: json(NotesBodySchema) },
      },
      responses: {
        200: { description: 'Saved', content: json(MeetingSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    held: createRoute({
      method: 'post',
      path: '/meetings/{meeting_id}/held/',
      tags,
      operationId: 'markMeetingHeld',
      summary: 'Mark a meeting held',
      description:
        'Mark a meeting held once it has started (Edit); a kickoff meeting marked held completes onboarding. Marking it again keeps the first time.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: MeetingParamsSchema, query: TimeZoneQuerySchema },
      responses: {
        200: { description: 'Held', content: json(MeetingSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
    reschedule: createRoute({
      method: 'patch',
      path: '/meetings/{meeting_id}/',
      tags,
      operationId: 'rescheduleMeeting',
      summary: 'Reschedule a meeting',
      description:
        'Move a meeting to a new slot or length (Edit, as scheduling); everyone invited gets the updated invitation (same UID, SEQUENCE raised). A stale version, a cancelled or held meeting, or the same meeting already at that time: 409.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        params: MeetingParamsSchema,
        query: TimeZoneQuerySchema,
        body: { required: true, content: json(RescheduleBodySchema) },
      },
      responses: {
        200: { description: 'Rescheduled', content: json(ScheduledSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    cancel: createRoute({
      method: 'post',
      path: '/meetings/{meeting_id}/cancel/',
      tags,
      operationId: 'cancelMeeting',
      summary: 'Cancel a meeting',
      description:
        'Cancel a meeting (Edit, as scheduling); everyone invited gets a cancellation (METHOD:CANCEL) for the same UID.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        params: MeetingParamsSchema,
        query: TimeZoneQuerySchema,
        body: { required: true, content: json(CancelBodySchema) },
      },
      responses: {
        200: { description: 'Cancelled', content: json(MeetingSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    invitation: createRoute({
      method: 'get',
      path: '/meetings/{meeting_id}/invite.ics',
      tags,
      operationId: 'downloadMeetingInvitation',
      summary: "Download a meeting's invitation",
      description: "The meeting's iCalendar invitation.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: MeetingParamsSchema },
      responses: {
        200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(401, 404),
      },
    }),
  };
}
