import { createRoute } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { json, type OperationText } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson, requireJsonWhenSent } from '../../platform/http/require-json.js';
import {
  DeliverMilestoneSchema,
  MilestoneParamsSchema,
  MilestoneSavedSchema,
  MilestoneTimelineSchema,
  ProjectParamsSchema,
  RequestChangesSchema,
  SplitMilestoneSchema,
} from './milestone-schemas.js';

/* The OpenAPI definitions of the milestone calls; handlers in milestones.handlers.ts. */

const tags = ['Milestones'];

const milestoneAction = <B extends z.ZodType>(
  signedIn: MiddlewareHandler,
  path: string,
  text: OperationText,
  body: B,
  required = true,
) =>
  createRoute({
    method: 'post',
    path,
    tags,
    ...text,
    security: bearerSecurity,
    middleware: [signedIn, required ? requireJson : requireJsonWhenSent] as const,
    request: { params: MilestoneParamsSchema, body: { required, content: json(body) } },
    responses: {
      200: { description: 'Done, with the timeline as it is now', content: json(MilestoneSavedSchema) },
      ...errorResponses(401, 403, 404, 409, 415, 422),
    },
  });

export function milestoneRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'view'>,
) {
  return {
    timeline: createRoute({
      method: 'get',
      path: '/projects/{project_id}/milestones/',
      tags,
      operationId: 'listMilestones',
      summary: "List the contract's milestones",
      description:
        "The signed contract's milestones on a time line: features, progress, status, history, what's next.",
      security: bearerSecurity,
      middleware: [signedIn, checks.view] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: {
          description: 'The timeline (empty before the contract is signed)',
          content: json(MilestoneTimelineSchema),
        },
        ...errorResponses(401, 403, 404),
      },
    }),
    split: createRoute({
      method: 'post',
      path: '/milestones/{milestone_id}/split/',
      tags,
      operationId: 'splitMilestone',
      summary: 'Split a milestone',
      description:
        'The placed team splits a milestone not yet delivered: a new one with its title, date, features and amount.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        params: MilestoneParamsSchema,
        body: { required: true, content: json(SplitMilestoneSchema) },
      },
      responses: {
        201: { description: "'Milestone split.'", content: json(MilestoneSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
    deliver: milestoneAction(
      signedIn,
      '/milestones/{milestone_id}/deliver/',
      {
        operationId: 'deliverMilestone',
        summary: 'Deliver a milestone',
        description:
          "The placed team delivers a milestone's files, link and notes: a client review the approvers answer.",
      },
      DeliverMilestoneSchema,
    ),
    accept: milestoneAction(
      signedIn,
      '/milestones/{milestone_id}/accept/',
      {
        operationId: 'acceptMilestone',
        summary: 'Accept a milestone',
        description:
          'Accept a delivered milestone (Approve on Budget & Financial Control), once; its contract part falls due.',
      },
      RequestChangesSchema.pick({}),
      false,
    ),
    requestChanges: milestoneAction(
      signedIn,
      '/milestones/{milestone_id}/request-changes/',
      {
        operationId: 'requestMilestoneChanges',
        summary: 'Request changes to a milestone',
        description:
          'Request changes to a delivered milestone with comments (Approve on Budget & Financial Control).',
      },
      RequestChangesSchema,
    ),
  };
}
