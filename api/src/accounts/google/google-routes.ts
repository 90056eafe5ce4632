import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { GOOGLE_RETURN_MESSAGES, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/contract';
import { parseWidth } from '../auth/login-schema.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { moveVisitorChatAtSignIn } from '../../marketing/site-chat/chat-at-sign-in.js';
import { signInWithGoogle } from './google-account.js';
import { keepSignInChecks, takeSignInChecks } from './sign-in-cookie.js';

/** The shell's Google return page (the spec's screens and routes); it reads `token` and `message` from the query. */
const returnPage = '/google-callback';

/** Where Google sends the browser back to; register exactly this address with the OAuth client. */
export const googleRedirectPath = '/api/google-login/callback';

const returnTo = (result: { token?: string; challenge?: string; message: string }) => {
  if (result.challenge) return `${returnPage}?${new URLSearchParams({ two_factor: result.challenge })}`;
  const query: Record<string, string> = result.token
    ? { token: result.token, message: result.message }
    : { message: result.message };
  return `${returnPage}?${new URLSearchParams(query)}`;
};

/** Without a token the return page shows this, the spec's text. */
const failed = returnTo({ message: GOOGLE_RETURN_MESSAGES.failed });

/** An address neither our page nor Google sends (a parameter twice) signs no one in; the browser still lands on a page. */
const landOnFailure = (result: { success: boolean }, c: Context) =>
  result.success ? undefined : c.redirect(failed, 302);

const redirects = {
  302: { description: `Redirect to the provider, or back to ${returnPage} with token and message` },
};

export function googleRoutes(deps: AppDeps) {
  const { google, appSecret, now, log } = deps;
  const secure = deps.publicUrl.startsWith('https:');
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/google-login/status',
      tags: ['Accounts'],
      operationId: 'getGoogleSignInStatus',
      summary: 'Check whether Google sign-in is on',
      description: 'Whether Google sign-in is configured on this server.',
      responses: {
        200: {
          description: 'Configured or not',
          content: { 'application/json': { schema: z.object({ configured: z.boolean() }) } },
        },
      },
    }),
    (c) => c.json({ configured: google !== null }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/google-login/',
      tags: ['Accounts'],
      operationId: 'startGoogleSignIn',
      summary: 'Start Google sign-in',
      description: 'Start Google sign-in (a full-page navigation).',
      request: {
        query: z.object({
          screen_width: z
            .string()
            .optional()
            .openapi({
              example: '1440',
              description: `Viewport width in px; under ${MIN_ACCOUNT_SCREEN_WIDTH} is refused`,
            }),
        }),
      },
      responses: redirects,
    }),
    async (c) => {
      const width = parseWidth(c.req.valid('query').screen_width);
      if (!google || width === null || width < MIN_ACCOUNT_SCREEN_WIDTH) return c.redirect(failed, 302);
      try {
        const { url, checks } = await google.start();
        await keepSignInChecks(c, { appSecret, secure }, checks, now());
        return c.redirect(url, 302);
      } catch (error) {
        log(`Google sign-in could not start: ${error instanceof Error ? error.message : String(error)}`);
        return c.redirect(failed, 302);
      }
    },
    landOnFailure,
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/google-login/callback',
      tags: ['Accounts'],
      operationId: 'finishGoogleSignIn',
      summary: 'Finish Google sign-in',
      description:
        "Google's return: checks state, nonce and PKCE, signs the user in, goes to the return page.",
      request: {
        query: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional().openapi({ description: 'Set when the user or provider refused' }),
        }),
      },
      responses: redirects,
    }),
    async (c) => {
      const checks = await takeSignInChecks(c, appSecret, now());
      if (!google || !checks) return c.redirect(failed, 302);
      try {
        const identity = await google.finish(new URL(c.req.url).search, checks);
        const signedIn = await signInWithGoogle(deps, identity);
        await moveVisitorChatAtSignIn(c, deps, signedIn.userId);
        return c.redirect(returnTo(signedIn), 302);
      } catch (error) {
        log(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
        return c.redirect(failed, 302);
      }
    },
    landOnFailure,
  );
  return router;
}
