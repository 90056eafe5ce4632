import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import {
  ProjectParamsSchema,
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
      operationId: 'listAvailableTalent',
      summary: 'List the available talent',
      description: 'The available talent of the pool, most experienced first.',
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
      operationId: 'getTeamProposal',
      summary: 'Get the team proposal',
      description:
        "The project's team proposal: the version Operations sent last, or Preparing while none is.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The sent version, with its date', content: json(TeamProposalSchema) },
        ...errorResponses(401, 404),
      },
    }),
  };
}
