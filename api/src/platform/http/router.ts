import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from './app-env.js';
import { validationError } from './validation.js';

/** The route middleware marked by `afterValidation`. */
const runAfterValidators = new WeakSet<MiddlewareHandler>();

/**
 * Marks route middleware to run after the route's validators, just before its handler. @hono/zod-openapi
 * runs a route's `middleware` before its validators (`...middleware, ...validators, handler`); a check
 * that reads validated input, and must not answer before a bad request's 400, is marked with this.
 */
export function afterValidation<M extends MiddlewareHandler>(middleware: M): M {
  runAfterValidators.add(middleware);
  return middleware;
}

type Answer = Response | Promise<Response>;
type RouteHandler = (c: Context, next: Next) => Answer;

/** `handler`, with `checks` run in order before it; each must call next or throw. */
function behind(checks: MiddlewareHandler[], handler: RouteHandler): RouteHandler {
  return async (c, next) => {
    let answer: Response | undefined;
    const run = async (index: number): Promise<void> => {
      const check = checks[index];
      if (check) await check(c, () => run(index + 1));
      else answer = await handler(c, next);
    };
    await run(0);
    if (!answer) throw new Error('A route check let the request through without running its handler.');
    return answer;
  };
}

/** A domain router: every route declared with `createRoute`, so it is validated and documented. */
export function createRouter<E extends Env = AppEnv>(): OpenAPIHono<E> {
  const router = new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  // The library's signature is generic over the route; this view of it is what the reordering needs.
  type OpenApi = (route: RouteConfig, handler: RouteHandler, hook?: unknown) => OpenAPIHono<E>;
  const openapi = router.openapi as unknown as OpenApi;
  const ordered: OpenApi = (route, handler, hook) => {
    const middleware = [route.middleware ?? []].flat() as MiddlewareHandler[];
    const after = middleware.filter((each) => runAfterValidators.has(each));
    if (after.length === 0) return openapi(route, handler, hook);
    const before = middleware.filter((each) => !runAfterValidators.has(each));
    return openapi({ ...route, middleware: before }, behind(after, handler), hook);
  };
  router.openapi = ordered as unknown as typeof router.openapi;
  return router;
}
