import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { ProjectChecks } from '../permissions/project-access-middleware.js';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { OnboardingSavedSchema, OnboardingSchema, ProjectParamsSchema } from './onboarding-schemas.js';

/* The OpenAPI definitions of the onboarding calls (the spec's onboarding progress screen); handlers in onboarding.handlers.ts. */

const tags = ['Hire'];

export function onboardingRouteDefinitions(
  signedIn: MiddlewareHandler<AuthEnv>,
  checks: ProjectChecks<'viewScope' | 'editTeam'>,
) {
  return {
    show: createRoute({
      method: 'get',
      path: '/projects/{project_id}/onboarding/',
      tags,
      operationId: 'getOnboarding',
      summary: 'Get the onboarding steps',
      description: 'The four onboarding steps with their real states and dates, and the share done.',
      security: bearerSecurity,
      middleware: [signedIn, checks.viewScope] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: 'The onboarding', content: json(OnboardingSchema) },
        ...errorResponses(401, 404),
      },
    }),
    kickoffHeld: createRoute({
      method: 'post',
      path: '/projects/{project_id}/onboarding/kickoff-held/',
      tags,
      operationId: 'markKickoffHeld',
      summary: 'Mark the kickoff meeting held',
      description: 'The team marks the kickoff meeting held (Edit on Team Management & Collaboration).',
      security: bearerSecurity,
      middleware: [signedIn, checks.editTeam] as const,
      request: { params: ProjectParamsSchema },
      responses: {
        200: { description: "'Kickoff meeting marked as held.'", content: json(OnboardingSavedSchema) },
        ...errorResponses(401, 403, 404, 409),
      },
    }),
  };
}
