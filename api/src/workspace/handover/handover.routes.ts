import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { json, jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { HandoverAnswerSchema, ProjectParamsSchema, RateTeamSchema } from './handover-schemas.js';

/* The OpenAPI definitions of a Completed project's handover; handlers in handover.handlers.ts. */

const tags = ['Handover'];

export function handoverRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'viewScope' | 'viewFiles'>,
) {
  return {
    report: createRoute({
      method: 'get',
      path: '/projects/{project_id}/handover/',
      tags,
      operationId: 'getHandoverReport',
      summary: 'Get the handover report',
      description:
        'The final report of a Completed project: scope delivered, milestones with dates and amounts, what was paid, the rating. Before the project is Completed: `ready: false` and the milestones it still waits for.',
      security: bearerSecurity,
      middleware: [signedIn, checks.viewScope] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The handover, or what it waits for', content: json(HandoverAnswerSchema) },
        ...errorResponses(401, 403, 404),
      },
    }),
    deliverables: createRoute({
      method: 'get',
      path: '/projects/{project_id}/handover/deliverables.zip',
      tags,
      operationId: 'downloadDeliverables',
      summary: 'Download every deliverable',
      description:
        'Every deliverable of a Completed project at once (the files the caller may see), a folder a milestone.',
      security: bearerSecurity,
      middleware: [signedIn, checks.viewFiles] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: {
          description: 'The zip, streamed',
          content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
    rate: createRoute({
      method: 'post',
      path: '/projects/{project_id}/rating/',
      tags,
      operationId: 'rateProjectTeam',
      summary: "Rate the project's team",
      description:
        'Rate the team of a Completed project (1 to 5, a comment), once, by the owner or a budget approver.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson, checks.viewScope] as const,
      request: { params: ProjectParamsSchema, body: jsonBody(RateTeamSchema) },
      responses: {
        201: {
          description: "'Thank you for rating the team.'",
          content: messageContent('Thank you for rating the team.'),
        },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
  };
}
