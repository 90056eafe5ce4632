import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { renderDocsPage } from './docs-page.js';
import { type OpenApiDocument, openApiDocument } from './openapi-document.js';
import { tagGroups } from './tag-areas.js';

/**
 * Serves the OpenAPI document of `app` (every route declared with `createRoute`) and a page for people.
 * Also registers the security schemes those routes refer to.
 */
export function docsRoutes(app: OpenAPIHono<AppEnv>, publicUrl: string) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The access_token of POST /api/login/',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'FormToken', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The formToken of GET /api/get-form-token, as is or as `Bearer <token>`',
  });
  // Built on first request, once every route is registered.
  let document: OpenApiDocument | undefined;
  const getDocument = () => (document ??= openApiDocument(app, publicUrl));
  return new Hono<AppEnv>()
    .get('/api/openapi.json', (c) => c.json(getDocument()))
    .get('/api/docs', (c) => c.html(renderDocsPage(getDocument(), tagGroups)));
}
