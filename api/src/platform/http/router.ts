import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { AppEnv } from './app-env.js';
import { validationError } from './validation.js';

/** A domain router: every route declared with `createRoute`, so it is validated and documented. */
export function createRouter<E extends Env = AppEnv>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}
