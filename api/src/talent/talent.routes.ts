import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../http/openapi-schemas.js';
import { requireJson } from '../http/require-json.js';
import {
  ProjectParamsSchema,
  ProposalSavedSchema,
  SaveProposalBodySchema,
  TalentListSchema,
  TalentQuerySchema,
  TeamProposalSchema,
} from './talent-schemas.js';

/* The OpenAPI definitions of the talent pool and team proposal calls; handlers in talent.handlers.ts. */

const tags = ['Hire'];

export function talentRouteDefinitions(signedIn: MiddlewareHandler) {
  return {
    catalogue: createRoute({
      method: 'get',
      path: '/talent/',
      tags,
      summary: 'The available talent of the pool, most experienced first',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { query: TalentQuerySchema },
      responses: {
        200: { description: 'The talent cards', content: json(TalentListSchema) },
        ...errorResponses(401, 422),
      },
    }),
    proposal: createRoute({
      method: 'get',
      path: '/projects/{project_id}/team-proposal/',
      tags,
      summary: "The project's team: the saved one, or the assistant's proposal from the brief and features",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The team and the other available talent', content: json(TeamProposalSchema) },
        ...errorResponses(401, 404),
      },
    }),
    save: createRoute({
      method: 'put',
      path: '/projects/{project_id}/team-proposal/',
      tags,
      summary:
        'Save the chosen team (Edit on Team Management & Collaboration); refused once the contract is signed',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: {
        params: ProjectParamsSchema,
        body: { required: true, content: json(SaveProposalBodySchema) },
      },
      responses: {
        200: { description: "'Team proposal saved.'", content: json(ProposalSavedSchema) },
        ...errorResponses(401, 403, 404, 409, 415, 422),
      },
    }),
  };
}
