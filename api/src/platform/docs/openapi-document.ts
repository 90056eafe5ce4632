import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { TAGS, tagGroups } from './tag-areas.js';

type Paths = ReturnType<OpenAPIHono['getOpenAPIDocument']>['paths'];

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * What the platform answers any call that sends a body before its route sees it (platform/http/request-body.ts):
 * 400 for a body that does not parse, nests too deeply or was cut off, 413 past the size limit. Listed here once
 * for every operation that may carry a body, unless the route describes them itself.
 */
const BODY_REFUSALS = {
  400: errorAnswer('Bad request: the body does not parse, nests too deeply or was cut off'),
  413: errorAnswer('Body too large'),
};

/**
 * What any call that takes input may answer when a field is refused (the one error shape, `errors` naming the
 * fields): the routes' zod schemas and the rules behind them answer 422 wherever a value is checked.
 */
const INPUT_REFUSED = { 422: errorAnswer('Refused input: `errors` names each refused field') };

/**
 * What a signed-in change may answer when the state of what it changes refuses it: an archived project is
 * read-only for every change in it (workspace/permissions/project-permission.ts), another was saved meanwhile.
 */
const STATE_REFUSED = {
  409: errorAnswer(
    'Refused by the state of what it changes: an archived project, or a change made meanwhile',
  ),
};

/** A signed-in JSON read asked again with its tag in If-None-Match (platform/http/conditional-reads.ts). */
const NOT_MODIFIED = { 304: { description: 'Not modified: the If-None-Match tag is still the answer’s' } };

type Operation = NonNullable<Paths[string]['get']>;

const takesInput = (operation: Operation) => Boolean(operation.parameters?.length || operation.requestBody);

/**
 * A browser's full-page navigation (Google sign-in, the checkout's return): it answers only redirects, and
 * refused input lands on a page too (accounts/google/google-routes.ts, billing/payments/payment-routes.ts).
 */
const navigation = (operation: Operation) => {
  const outcomes = Object.keys(operation.responses).filter((code) => /^[23]/.test(code));
  return outcomes.length > 0 && outcomes.every((code) => code.startsWith('3'));
};

function withPlatformAnswers(paths: Paths): Paths {
  for (const item of Object.values(paths)) {
    for (const operation of [item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      const signedIn = operation.security?.length ? STATE_REFUSED : {};
      operation.responses = { ...BODY_REFUSALS, ...signedIn, ...operation.responses };
    }
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (operation && takesInput(operation) && !navigation(operation)) {
        operation.responses = { ...INPUT_REFUSED, ...operation.responses };
      }
    }
    const read = item.get;
    const answer = read?.responses[200] as { content?: Record<string, unknown> } | undefined;
    if (read?.security?.length && answer?.content?.['application/json']) {
      read.responses = { ...NOT_MODIFIED, ...read.responses };
    }
  }
  return paths;
}

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
  return { ...document, paths: withPlatformAnswers(document.paths), 'x-tagGroups': tagGroups };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
