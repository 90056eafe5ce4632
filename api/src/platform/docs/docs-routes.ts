import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { renderDocsPage } from './docs-page.js';
import { tagGroups } from './tag-areas.js';

/** Title, version and preamble of the OpenAPI document; `npm run api:types` generates the front ends' types from it. */
export const documentConfig = {
  openapi: '3.0.3',
  info: {
    title: 'Platform API',
    version: '1.0.0',
    description:
      'Every error answer is `{ "message": string, "errors"?: { [field]: string } }`. Signed-in calls send ' +
      '`Authorization: Bearer <access_token>`; public form calls send the form token from `GET /api/get-form-token`.',
  },
};

/**
 * Serves the OpenAPI document of `app` (every route declared with `createRoute`) and a page for people.
 * Also registers the security schemes those routes refer to.
 */
export function docsRoutes(app: OpenAPIHono<AppEnv>) {
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
  let document: (ReturnType<typeof app.getOpenAPIDocument> & { 'x-tagGroups': typeof tagGroups }) | undefined;
  const getDocument = () =>
    (document ??= { ...app.getOpenAPIDocument(documentConfig), 'x-tagGroups': tagGroups });
  return new Hono<AppEnv>()
    .get('/api/openapi.json', (c) => c.json(getDocument()))
    .get('/api/docs', (c) => c.html(renderDocsPage(getDocument(), tagGroups)));
}
