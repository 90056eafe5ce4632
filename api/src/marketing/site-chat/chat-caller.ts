import { createMiddleware } from 'hono/factory';
import { invalidTokenError, optionalSession } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { isValidFormToken } from '../../platform/forms/form-token.js';
import { invalidFormTokenError } from '../../platform/forms/require-form-token.js';
import type { AppEnv } from '../../platform/http/app-env.js';

export interface ChatCallerEnv {
  Variables: AppEnv['Variables'] & { userId: string | null };
}

/**
 * Who is chatting. Visitors send the form token like every public form; a signed-in user sends the
 * bearer token instead (one Authorization header cannot carry both), which is the stronger proof and
 * tells us whose account the chat belongs to. `userId` is null for visitors.
 */
export function chatCaller(deps: AppDeps) {
  return createMiddleware<ChatCallerEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const value = header.replace(/^Bearer\s+/i, '').trim();
    if (isValidFormToken(deps.appSecret, value, deps.now())) {
      c.set('userId', null);
      return next();
    }
    const session = await optionalSession(deps, header);
    if (session) {
      c.set('userId', session.userId);
      return next();
    }
    // A dead bearer token (no dots) is the user's to renew; anything else gets a fresh form token.
    if (/^Bearer\s/i.test(header) && !value.includes('.')) {
      throw invalidTokenError();
    }
    throw invalidFormTokenError();
  });
}
