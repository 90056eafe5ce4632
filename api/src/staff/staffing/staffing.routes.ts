import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json, jsonBody } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  ProjectParamsSchema,
  ProposalBodySchema,
  ProposalEditorSchema,
  ProposalSavedSchema,
  StaffingListSchema,
  StaffingQuerySchema,
} from './staffing-schemas.js';

/*
 * The staff console's staffing calls (issue #27): Operations review and send each project's team proposal.
 * Handlers in staffing.handlers.ts; who may call each: docs/permissions.md, "Staff calls".
 */

const tags = ['Staffing'];

export function staffingRouteDefinitions(guards: { read: MiddlewareHandler; change: MiddlewareHandler }) {
  return {
    list: createRoute({
      method: 'get',
      path: '/staff/proposals/',
      tags,
      operationId: 'listProjectsToStaff',
      summary: 'List the projects to staff',
      description:
        'Projects to staff, newest first, with where their proposal stands; a page at a time (`before` is the previous page’s `next_before`).',
      security: bearerSecurity,
      middleware: [guards.read] as const,
      request: { query: StaffingQuerySchema },
      responses: {
        200: { description: 'The projects', content: json(StaffingListSchema) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    show: createRoute({
      method: 'get',
      path: '/staff/projects/{project_id}/proposal/',
      tags,
      operationId: 'getProposalDraft',
      summary: "Get a project's proposal draft",
      description:
        "A project's proposal as Operations edit it: the client's ask, the draft, its total, the versions sent.",
      security: bearerSecurity,
      middleware: [guards.read] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The proposal editor', content: json(ProposalEditorSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    save: createRoute({
      method: 'put',
      path: '/staff/projects/{project_id}/proposal/',
      tags,
      operationId: 'saveProposalDraft',
      summary: 'Save a proposal draft',
      description: 'Save the draft: team, rates and phases (a new version when the last was sent).',
      security: bearerSecurity,
      middleware: [guards.change, requireJson] as const,
      request: { params: ProjectParamsSchema, body: jsonBody(ProposalBodySchema) },
      responses: {
        200: { description: "'Proposal saved.'", content: json(ProposalSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    send: createRoute({
      method: 'post',
      path: '/staff/projects/{project_id}/proposal/send/',
      tags,
      operationId: 'sendProposal',
      summary: 'Send a proposal to the client',
      description: 'Send the draft to the client; over the budget only with a note saying why.',
      security: bearerSecurity,
      middleware: [guards.change] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: "'Proposal sent to the client.'", content: json(ProposalSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 422),
      },
    }),
  };
}
