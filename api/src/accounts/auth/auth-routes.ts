import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import { requireFormToken } from '../../platform/forms/require-form-token.js';
import { googleRoutes } from '../google/google-routes.js';
import { bearerSecurity, errorResponses, formTokenSecurity } from '../../platform/http/openapi-schemas.js';
import { requireJson } from '../../platform/http/require-json.js';
import { createRouter } from '../../platform/http/router.js';
import { moveVisitorChatAtSignIn } from '../../marketing/site-chat/chat-at-sign-in.js';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import { json, jsonBody, messageContent } from '../../platform/http/openapi-content.js';
import { logIn } from './login.js';
import { LoginBodySchema, LoginResponseSchema, TwoFactorChallengeSchema } from './login-schema.js';
import { sessionDevice } from '../../platform/sessions/session-device.js';
import { twoFactorMessages } from '../two-factor/second-factor.js';
import { twoFactorRoutes } from '../two-factor/two-factor-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { revokeSession } from '../../platform/sessions/sessions.js';

/** Signing in and out, with the sign-up, password-reset and Google sign-in routes. */
export function authRoutes(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const router = createRouter();
  router.route('/', registrationRoutes(deps));
  router.route('/', passwordResetRoutes(deps));
  router.route('/', googleRoutes(deps));
  router.route('/', twoFactorRoutes(deps));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/login/',
      tags: ['Accounts'],
      operationId: 'logIn',
      summary: 'Log in',
      description: 'Log in with e-mail and password.',
      security: formTokenSecurity,
      middleware: [requireFormToken(deps), requireJson] as const,
      request: { body: jsonBody(LoginBodySchema) },
      responses: {
        200: {
          description:
            'Logged in, or (two-factor sign-in on) the challenge for `POST /api/login/two-factor/`',
          content: json(z.union([LoginResponseSchema, TwoFactorChallengeSchema])),
        },
        ...errorResponses(400, 401, 415, 422, 429),
      },
    }),
    async (c) => {
      const outcome = await logIn(deps, c.req.valid('json'), c.var.limits, sessionDevice(c));
      if ('challenge' in outcome) {
        return c.json(
          {
            message: twoFactorMessages.codeNeeded,
            two_factor_required: true as const,
            challenge: outcome.challenge,
          },
          200,
        );
      }
      await moveVisitorChatAtSignIn(c, deps, outcome.userId);
      return c.json(
        {
          message: 'Login successful' as const,
          access_token: outcome.token,
          navigate_to: outcome.navigateTo,
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/check-auth/',
      tags: ['Accounts'],
      operationId: 'checkSession',
      summary: 'Check the bearer token',
      description: 'Whether the bearer token is valid.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Signed in', content: messageContent('User is authenticated') },
        ...errorResponses(401),
      },
    }),
    (c) => c.json({ message: 'User is authenticated' }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/logout/',
      tags: ['Accounts'],
      operationId: 'logOut',
      summary: 'Log out',
      description: 'Revoke the bearer token.',
      security: bearerSecurity,
      middleware: [signedIn] as const,
      responses: {
        200: { description: 'Logged out', content: messageContent('Logout successful') },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      await revokeSession(deps.prisma, deps.sessionCache, c.get('session').sessionId, deps.now());
      return c.json({ message: 'Logout successful' }, 200);
    },
  );
  return router;
}
