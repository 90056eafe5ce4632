import { createRoute } from '@hono/zod-openapi';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  BriefAnswerSchema,
  BriefHistorySchema,
  BriefQuerySchema,
  EditBriefBodySchema,
  EditedBriefSchema,
  GeneratedBriefSchema,
  ProjectBodySchema,
  ProjectParamsSchema,
} from './brief-schemas.js';

/* The OpenAPI definitions of the brief calls (the spec's workspace calls table); handlers in brief.handlers.ts. */

const tags = ['Project brief'];
const security = bearerSecurity;

export const getBriefRoute = createRoute({
  method: 'get',
  path: '/get_project_brief/',
  tags,
  operationId: 'getProjectBrief',
  summary: 'Get the project brief',
  description: "The project's brief, or null while it is not set up; needs View on Project Overview & Scope.",
  security,
  request: { query: BriefQuerySchema },
  responses: {
    200: { description: 'The brief', content: json(BriefAnswerSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const generateBriefRoute = createRoute({
  method: 'post',
  path: '/generate_project_brief/',
  tags,
  operationId: 'generateProjectBrief',
  summary: 'Draft the project brief',
  description:
    "Start Setup: draft the brief from the new-project chat's answers and the features (an existing brief is kept); needs Edit.",
  security,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(ProjectBodySchema) } },
  responses: {
    200: { description: 'The brief and the page message', content: json(GeneratedBriefSchema) },
    ...errorResponses(401, 403, 404, 415, 422),
  },
});

export const editBriefRoute = createRoute({
  method: 'post',
  path: '/edit-project-brief/',
  tags,
  operationId: 'editProjectBrief',
  summary: 'Save the project brief',
  description: 'Save the four sections (trimmed) as the next version of the brief; needs Edit.',
  security,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(EditBriefBodySchema) } },
  responses: {
    200: { description: 'The saved brief', content: json(EditedBriefSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const briefHistoryRoute = createRoute({
  method: 'get',
  path: '/projects/{project_id}/brief-history/',
  tags,
  operationId: 'getProjectBriefHistory',
  summary: "List the brief's versions",
  description:
    'Every saved version of the brief, newest first, with who saved it and what changed; needs View.',
  security,
  request: { params: ProjectParamsSchema },
  responses: {
    200: { description: 'The versions', content: json(BriefHistorySchema) },
    ...errorResponses(401, 403, 404),
  },
});
