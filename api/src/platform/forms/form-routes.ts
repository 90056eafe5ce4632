import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { json } from '../http/openapi-content.js';
import { createRouter } from '../http/router.js';
import { issueFormToken } from './form-token.js';

const FormTokenSchema = z.object({ formToken: z.string() }).openapi('FormToken');

const getFormToken = createRoute({
  method: 'get',
  path: '/get-form-token',
  tags: ['Forms'],
  operationId: 'getFormToken',
  summary: 'Get a form token',
  description: 'A short-lived signed token for the public forms (valid 2 hours).',
  responses: {
    200: { description: 'A new form token', content: json(FormTokenSchema) },
  },
});

export function formRoutes({ appSecret, now }: AppDeps) {
  return createRouter().openapi(getFormToken, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ formToken: issueFormToken(appSecret, now()) }, 200);
  });
}
