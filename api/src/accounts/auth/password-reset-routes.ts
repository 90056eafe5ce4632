import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { requireFormToken } from '../../platform/forms/require-form-token.js';
import { errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import {
  ResetPasswordBodySchema,
  ResetRequestBodySchema,
  VerifyResetTokenBodySchema,
} from './account-schemas.js';
import { jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import {
  assertUsableResetToken,
  requestPasswordReset,
  resetMessages,
  resetPassword,
} from './password-reset.js';

/** The spec's "success or error": `{ success: true, message }`, or the usual error answer. */
const SuccessSchema = z.object({ success: z.literal(true), message: z.string() }).openapi('Success');

const success = (example: string) => ({
  'application/json': { schema: SuccessSchema.openapi({ example: { success: true, message: example } }) },
});

/**
 * Forgotten password: ask for a link (a public form, so it takes the form token), check the link, set
 * the new password. The last two are reached from the e-mail; the link's token is their credential.
 */
export function passwordResetRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/request-password-reset/',
      tags: ['Accounts'],
      operationId: 'requestPasswordReset',
      summary: 'Request a password reset link',
      description: 'E-mail a reset link (the same answer for known and unknown addresses).',
      security: formTokenSecurity,
      middleware: [requireFormToken(deps), requireJson] as const,
      request: { body: jsonBody(ResetRequestBodySchema) },
      responses: {
        200: { description: 'Accepted', content: messageContent(resetMessages.requested) },
        ...errorResponses(401, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await requestPasswordReset(deps, { email }, c.var.limits);
      return c.json({ message: resetMessages.requested }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/verify-reset-token/',
      tags: ['Accounts'],
      operationId: 'checkPasswordResetLink',
      summary: 'Check a password reset link',
      description: 'Whether a reset link can still be used.',
      middleware: [requireJson] as const,
      request: { body: jsonBody(VerifyResetTokenBodySchema) },
      responses: {
        200: { description: 'Usable', content: success(resetMessages.valid) },
        ...errorResponses(400, 415, 422),
      },
    }),
    async (c) => {
      await assertUsableResetToken(deps, c.req.valid('json').token);
      return c.json({ success: true as const, message: resetMessages.valid }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      tags: ['Accounts'],
      operationId: 'resetPassword',
      summary: 'Set a new password with a reset link',
      description: 'Set a new password with a reset link; ends every session of the account.',
      middleware: [requireJson] as const,
      request: { body: jsonBody(ResetPasswordBodySchema) },
      responses: {
        200: { description: 'Password changed', content: success(resetMessages.updated) },
        ...errorResponses(400, 415, 422),
      },
    }),
    async (c) => {
      await resetPassword(deps, c.req.valid('json'), c.var.limits);
      return c.json({ success: true as const, message: resetMessages.updated }, 200);
    },
  );
  return router;
}
