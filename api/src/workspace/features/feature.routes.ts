import { createRoute } from '@hono/zod-openapi';
import { json } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import {
  AddFeatureBodySchema,
  EditFeatureBodySchema,
  FeatureAddedSchema,
  FeatureDeletedSchema,
  FeatureParamsSchema,
  FeatureSavedSchema,
  FeaturesBodySchema,
  FeaturesSchema,
} from './feature-schemas.js';

/* The OpenAPI definitions of the feature calls (the spec's project features screen and workspace calls table); handlers in feature.handlers.ts. */

const tags = ['Project features'];
const security = bearerSecurity;

export const listFeaturesRoute = createRoute({
  method: 'post',
  path: '/get-project-features/',
  tags,
  operationId: 'listProjectFeatures',
  summary: "List the project's features",
  description: "The project's features, oldest first, with progress from their linked tasks; needs View.",
  security,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(FeaturesBodySchema) } },
  responses: {
    200: { description: 'The features', content: json(FeaturesSchema) },
    ...errorResponses(401, 403, 404, 415, 422),
  },
});

export const addFeatureRoute = createRoute({
  method: 'post',
  path: '/add-feature/',
  tags,
  operationId: 'addFeature',
  summary: 'Add a feature',
  description: 'Add a feature (name and specification required); needs Edit on Project Overview & Scope.',
  security,
  middleware: [requireJson] as const,
  request: { body: { required: true, content: json(AddFeatureBodySchema) } },
  responses: {
    201: { description: "'Feature added successfully!'", content: json(FeatureAddedSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const editFeatureRoute = createRoute({
  method: 'patch',
  path: '/features/{feature_id}/',
  tags,
  operationId: 'updateFeature',
  summary: 'Edit a feature',
  description: "Change a feature's name, description, specifications and sprint; needs Edit.",
  security,
  middleware: [requireJson] as const,
  request: { params: FeatureParamsSchema, body: { required: true, content: json(EditFeatureBodySchema) } },
  responses: {
    200: { description: 'The saved feature', content: json(FeatureSavedSchema) },
    ...errorResponses(401, 403, 404, 409, 415, 422),
  },
});

export const deleteFeatureRoute = createRoute({
  method: 'delete',
  path: '/features/{feature_id}/',
  tags,
  operationId: 'deleteFeature',
  summary: 'Delete a feature',
  description: 'Delete a feature; tasks linked to it keep existing, without the link; needs Edit.',
  security,
  request: { params: FeatureParamsSchema },
  responses: {
    200: { description: 'Deleted', content: json(FeatureDeletedSchema) },
    ...errorResponses(401, 403, 404),
  },
});
