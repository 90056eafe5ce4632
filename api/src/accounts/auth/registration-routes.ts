import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { requireFormToken } from '../../platform/forms/require-form-token.js';
import { errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { moveVisitorChatAtSignIn } from '../../marketing/site-chat/chat-at-sign-in.js';
import { ResendOtpBodySchema, VerifyOtpBodySchema } from './account-schemas.js';
import { resendCode, resentMessage, verifiedMessage, verifyEmail } from './email-verification.js';
import { json, jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { acceptInvitation } from '../../workspace/team/accept-invitation.js';
import { register, registeredMessage } from './registration.js';
import { RegisterBodySchema } from './registration-schema.js';

const RegisteredSchema = z
  .object({
    message: z.string().openapi({ example: registeredMessage }),
    access_token: z.string().optional().openapi({
      description: 'Only when the invitation link proved the address: the new session (no code is sent)',
    }),
    redirect_url: z.string().optional().openapi({
      example: '/project/workspace/5f0c…/bakery-website',
      description:
        'With access_token: where to go, the joined project (or the dashboard when joining failed)',
    }),
  })
  .openapi('Registered');

const VerifiedSchema = z
  .object({ message: z.literal(verifiedMessage), access_token: z.string() })
  .openapi('EmailVerified');

/** Sign-up: create the account, check the e-mail code, send a new code. All are public form calls. */
export function registrationRoutes(deps: AppDeps) {
  const formToken = requireFormToken(deps);
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/create-account/',
      tags: ['Accounts'],
      operationId: 'createAccount',
      summary: 'Create an account',
      description: 'Create an unverified business account and e-mail its 6-digit code.',
      security: formTokenSecurity,
      middleware: [formToken, requireJson] as const,
      request: { body: jsonBody(RegisterBodySchema) },
      responses: {
        201: {
          description:
            'Created: the code is on its way, or the invitation proved the address and the project is joined',
          content: json(RegisteredSchema),
        },
        ...errorResponses(400, 401, 409, 415, 422, 429, 503),
      },
    }),
    async (c) => {
      const registration = c.req.valid('json');
      const registered = await register(deps, registration, c.var.limits);
      if (!registered.proven || registration.invite === null) {
        return c.json({ message: registeredMessage }, 201);
      }
      const { userId, token } = registered;
      await moveVisitorChatAtSignIn(c, deps, userId);
      // The account stands either way; a project that cannot take them now (no free seat) is told.
      const joined = await acceptInvitation(deps, userId, registration.invite).catch((error: unknown) => {
        if (error instanceof DomainError) return { message: error.message, redirect_url: '/dashboard' };
        throw error;
      });
      return c.json({ message: joined.message, access_token: token, redirect_url: joined.redirect_url }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/verify-otp/',
      tags: ['Accounts'],
      operationId: 'verifyEmailCode',
      summary: 'Verify the e-mail address',
      description: 'Verify the e-mail address with its code; signs the user in.',
      security: formTokenSecurity,
      middleware: [formToken, requireJson] as const,
      request: { body: jsonBody(VerifyOtpBodySchema) },
      responses: {
        200: { description: 'Verified', content: json(VerifiedSchema) },
        ...errorResponses(400, 401, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email, code } = c.req.valid('json');
      const { token, userId } = await verifyEmail(deps, { email, code }, c.var.limits);
      await moveVisitorChatAtSignIn(c, deps, userId);
      return c.json({ message: verifiedMessage, access_token: token }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/resend-otp/',
      tags: ['Accounts'],
      operationId: 'resendEmailCode',
      summary: 'Resend the verification code',
      description: 'Send a new code to an address waiting for verification (same answer for any address).',
      security: formTokenSecurity,
      middleware: [formToken, requireJson] as const,
      request: { body: jsonBody(ResendOtpBodySchema) },
      responses: {
        200: { description: 'Accepted', content: messageContent(resentMessage) },
        ...errorResponses(401, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await resendCode(deps, { email }, c.var.limits);
      return c.json({ message: resentMessage }, 200);
    },
  );
  return router;
}
