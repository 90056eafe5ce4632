import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { TAGS, tagGroups } from './tag-areas.js';

/**
 * The OpenAPI document of `app` (every route declared with `createRoute`), with its tags' areas, as served
 * at `publicUrl` (PUBLIC_URL). `npm run api:types` generates the front ends' types from it.
 */
export function openApiDocument<E extends Env>(app: OpenAPIHono<E>, publicUrl: string) {
  const document = app.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: 'Platform API',
      version: '1.0.0',
      description:
        'Every error answer is `{ "message": string, "errors"?: { [field]: string } }`. Signed-in calls send ' +
        '`Authorization: Bearer <access_token>`; public form calls send the form token from `GET /api/get-form-token`.',
      contact: { name: "Let's Talk", url: `${publicUrl}/lets-talk` },
    },
    // The API answers on the site's own address; its paths start with /api.
    servers: [{ url: publicUrl, description: 'The site' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  return { ...document, 'x-tagGroups': tagGroups };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
