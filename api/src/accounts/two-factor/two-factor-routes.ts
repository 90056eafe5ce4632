import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { moveVisitorChatAtSignIn } from '../../marketing/site-chat/chat-at-sign-in.js';
import { sessionDevice } from '../../platform/sessions/session-device.js';
import type { AppDeps } from '../../deps.js';
import { requireFormToken } from '../../platform/forms/require-form-token.js';
import { isBlank } from '../../platform/forms/field-rules.js';
import { ruleFailure } from '../../platform/forms/rule-failure.js';
import { json, jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import { bearerSecurity, errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { LoginResponseSchema } from '../auth/login-schema.js';
import { twoFactorMessages } from './second-factor.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor-enrolment.js';
import { completeTwoFactorSignIn } from './two-factor-sign-in.js';

const code = z
  .string()
  .optional()
  .openapi({ example: '123456', description: 'Authenticator code or recovery code' });

const CodeBodySchema = z
  .strictObject({ code })
  .superRefine((body, ctx) => {
    if (isBlank(body.code)) ruleFailure(ctx)('code', twoFactorMessages.codeNeeded);
  })
  .transform((body) => ({ code: body.code?.trim() ?? '' }))
  .openapi('TwoFactorCodeRequest', { required: ['code'] });

const SignInCodeBodySchema = z
  .strictObject({ challenge: z.string().optional(), code })
  .superRefine((body, ctx) => {
    const fail = ruleFailure(ctx);
    if (isBlank(body.challenge)) fail('challenge', twoFactorMessages.challengeExpired);
    else if (isBlank(body.code)) fail('code', twoFactorMessages.codeNeeded);
  })
  .transform((body) => ({ challenge: body.challenge?.trim() ?? '', code: body.code?.trim() ?? '' }))
  .openapi('TwoFactorSignInRequest', { required: ['challenge', 'code'] });

const SetupSchema = z
  .object({
    secret: z.string().openapi({ description: 'The secret in base32, for typing into the app by hand' }),
    otpauth_url: z.string(),
    qr_code: z.string().openapi({ description: 'The otpauth address as an SVG data URL' }),
  })
  .openapi('TwoFactorSetup');

const RecoveryCodesSchema = z
  .object({ message: z.string(), recovery_codes: z.array(z.string()).length(10) })
  .openapi('RecoveryCodes');

/** Two-factor sign-in: the login's second step, and turning it on and off in Settings. */
export function twoFactorRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const router = createRouter<AuthEnv>();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/login/two-factor/',
      tags: ['Accounts'],
      operationId: 'logInWithTwoFactorCode',
      summary: 'Log in with the two-factor code',
      description:
        'Second step of signing in: the authenticator code (or a recovery code) for the challenge.',
      security: formTokenSecurity,
      middleware: [requireFormToken(deps), requireJson] as const,
      request: { body: jsonBody(SignInCodeBodySchema) },
      responses: {
        200: { description: 'Logged in', content: json(LoginResponseSchema) },
        ...errorResponses(401, 415, 422, 429),
      },
    }),
    async (c) => {
      const signedInUser = await completeTwoFactorSignIn(
        deps,
        c.req.valid('json'),
        c.var.limits,
        sessionDevice(c),
      );
      await moveVisitorChatAtSignIn(c, deps, signedInUser.userId);
      return c.json(
        {
          message: 'Login successful' as const,
          access_token: signedInUser.token,
          navigate_to: signedInUser.navigateTo,
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/two-factor/setup/',
      tags: ['Accounts'],
      operationId: 'startTwoFactorSetup',
      summary: 'Start turning on two-factor sign-in',
      description: 'Start turning on two-factor sign-in: a new secret and its QR code.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Scan it, then confirm with a code', content: json(SetupSchema) },
        ...errorResponses(401, 409),
      },
    }),
    async (c) => {
      const setup = await startTwoFactorSetup(deps, c.get('session').userId);
      return c.json({ secret: setup.secret, otpauth_url: setup.uri, qr_code: setup.qrCode }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/two-factor/enable/',
      tags: ['Accounts'],
      operationId: 'enableTwoFactor',
      summary: 'Turn on two-factor sign-in',
      description:
        'Confirm with the first code from the app: two-factor sign-in is on; the recovery codes, once.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(CodeBodySchema) },
      responses: {
        200: { description: 'On', content: json(RecoveryCodesSchema) },
        ...errorResponses(401, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const codes = await enableTwoFactor(
        deps,
        c.get('session').userId,
        c.req.valid('json').code,
        c.var.limits,
      );
      return c.json({ message: twoFactorMessages.enabled, recovery_codes: codes }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/two-factor/recovery-codes/',
      tags: ['Accounts'],
      operationId: 'renewRecoveryCodes',
      summary: 'Renew the recovery codes',
      description: 'Ten new recovery codes in place of the old ones.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(CodeBodySchema) },
      responses: {
        200: { description: 'The new codes, shown once', content: json(RecoveryCodesSchema) },
        ...errorResponses(401, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      const codes = await renewRecoveryCodes(
        deps,
        c.get('session').userId,
        c.req.valid('json').code,
        c.var.limits,
      );
      return c.json(
        { message: 'New recovery codes: the old ones no longer work.', recovery_codes: codes },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/two-factor/disable/',
      tags: ['Accounts'],
      operationId: 'disableTwoFactor',
      summary: 'Turn off two-factor sign-in',
      description: 'Turn two-factor sign-in off, with a current code or a recovery code.',
      security: bearerSecurity,
      middleware: [signedIn, requireJson] as const,
      request: { body: jsonBody(CodeBodySchema) },
      responses: {
        200: { description: 'Off', content: messageContent(twoFactorMessages.disabled) },
        ...errorResponses(401, 403, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      await disableTwoFactor(deps, c.get('session').userId, c.req.valid('json').code, c.var.limits);
      return c.json({ message: twoFactorMessages.disabled }, 200);
    },
  );
  return router;
}
