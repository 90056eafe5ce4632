import type { Context, Input, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PermissionArea, PermissionLevel } from '@platform/contract';
import type { AppDeps } from '../../deps.js';
import { afterValidation } from '../../platform/http/router.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import { findProjectAccess, requireLevel } from './project-permission.js';
import type { ProjectAccess } from './project-permission.js';

/** A project call's variables: the caller's session and, once `projectAccess` let them through, their access. */
export interface ProjectEnv {
  Variables: AuthEnv['Variables'] & { projectAccess: ProjectAccess };
}

/** Where a route finds its project: a path parameter by default, else its validated body or query. */
export type ProjectIdOf<I extends Input> = (c: Context<ProjectEnv, string, I>) => string;

const pathProjectId = (c: Context<ProjectEnv>) => c.req.param('project_id') ?? '';

/**
 * The permission check of a project call (docs/permissions.md): the caller's access to the route's project,
 * holding at least `level` in `area`, put on the context as `projectAccess`. Strangers get the project's 404,
 * members short of the level 403 naming it, a change to an archived project 409 (project-permission.ts).
 * A route lists it in its `middleware`, after the session's; it runs after the route's validators
 * (`afterValidation`), so it can read validated input and a bad request still answers its 400 first.
 */
export function projectAccess<I extends Input = Input>(
  deps: Pick<AppDeps, 'prisma'>,
  area: PermissionArea,
  level: PermissionLevel,
  projectIdOf: ProjectIdOf<I> = pathProjectId,
): MiddlewareHandler<ProjectEnv, string, I> {
  return afterValidation(
    createMiddleware<ProjectEnv, string, I>(async (c, next) => {
      const access = await findProjectAccess(deps.prisma, c.get('session').userId, projectIdOf(c));
      requireLevel(access, area, level);
      c.set('projectAccess', access);
      await next();
    }),
  );
}

/** For calls that name their project in the JSON body (`{ "project_id": … }`). */
export const projectIdInJson: ProjectIdOf<{ out: { json: { project_id: string } } }> = (c) =>
  c.req.valid('json').project_id;

/** For calls that name their project in the query (`?project_id=…`). */
export const projectIdInQuery: ProjectIdOf<{ out: { query: { project_id: string } } }> = (c) =>
  c.req.valid('query').project_id;

/** The checks a domain's route definitions put on its project routes, by name (e.g. `view`, `edit`). */
export type ProjectChecks<Name extends string> = Record<Name, MiddlewareHandler<ProjectEnv>>;
