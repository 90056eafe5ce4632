import { OpenAPIHono } from '@hono/zod-openapi';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler, Next } from 'hono';
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
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

/** Matches kept at most; past this many, the remembered ones are let go and it starts over. */
const MAX_REMEMBERED = 2_000;
/** Longer paths are matched each time: a caller's odd address must not fill memory. */
const MAX_REMEMBERED_PATH = 256;

/**
 * Hono's own router (RegExpRouter, else TrieRouter), remembering the match of each method and path it saw.
 * RegExpRouter cannot take this app: it refuses a static segment beside a parameter at the same place for
 * the same method (`POST /api/notifications/read-all/` beside `/api/notifications/:notification_id/read/`,
 * and three more pairs in the SPEC's paths), whatever the order, so Hono falls back to TrieRouter, which
 * walks ~680 routes' trie at every request: 4-8 µs of a session check's ~70 and 15-25 µs of a board's
 * address (docs/decisions.md, "Per-request cost"). A match depends on the method and path alone, and
 * TrieRouter hands out new arrays each time (it never changes one it handed out), so one can serve again.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = 'RememberingRouter';
  private readonly matcher: Router<T> = new SmartRouter({
    routers: [new RegExpRouter(), new TrieRouter()],
  });
  private readonly remembered = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.matcher.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_REMEMBERED_PATH) return this.matcher.match(method, path);
    const key = `${method} ${path}`;
    const known = this.remembered.get(key);
    if (known) return known;
    const found = this.matcher.match(method, path);
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, found);
    return found;
  }
}

/** A domain router: every route declared with `createRoute`, so it is validated and documented. */
export function createRouter<E extends Env = AppEnv>(): OpenAPIHono<E> {
  const router = new OpenAPIHono<E>({
    router: new RememberingRouter(),
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
