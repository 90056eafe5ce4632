import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { PlacementAcceptedSchema, PlacementsSchema, ProjectParamsSchema } from './placements-schemas.js';

/* The OpenAPI definitions of a placed talent's calls; handlers in placements.handlers.ts. */

const tags = ['Hire'];

export function placementRouteDefinitions(signedIn: MiddlewareHandler) {
  return {
    list: createRoute({
      method: 'get',
      path: '/placements/',
      tags,
      operationId: 'listPlacements',
      summary: "List the caller's placements",
      description:
        "The caller's placements as a talent of the pool: waiting for their answer first, then joined.",
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'The placements', content: json(PlacementsSchema) },
        ...errorResponses(401),
      },
    }),
    accept: createRoute({
      method: 'post',
      path: '/placements/{project_id}/accept/',
      tags,
      operationId: 'acceptPlacement',
      summary: 'Accept a placement',
      description: 'A talent placed on the project accepts and joins its team; anyone else gets 404.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: "'You have joined the team.'", content: json(PlacementAcceptedSchema) },
        ...errorResponses(401, 404, 409),
      },
    }),
  };
}
