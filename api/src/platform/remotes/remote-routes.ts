import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { json } from '../http/openapi-content.js';
import { notFound } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter } from '../http/router.js';
import { immutable, resolveInside, revalidate, sendFile } from '../http/static-files.js';
import { REMOTE_PACKAGES, REMOTES } from '@platform/contract';
import { optionalSession } from '../sessions/bearer-auth.js';
import { issueBeacon } from '../telemetry/beacon.js';
import { buildCache } from './build-cache.js';
import { inCanary } from './bucket.js';
import { devRegistry, registryPlace, registryReader, versionPattern } from './registry.js';
import type { AreaRelease } from './registry.js';

/** The random id a browser keeps for itself (the shell makes it), bucketing a visitor who is not signed in. */
const VisitorId = z.string().regex(/^[\w-]{8,64}$/);

const RegistrySchema = z
  .object({
    remotes: z.array(
      z.object({
        name: z.string().openapi({ example: 'mf_auth' }),
        package: z.string().openapi({ example: 'mf-auth' }),
        area: z.enum(REMOTES.map((remote) => remote.area)),
        version: z.string().openapi({ example: '20261121-1703' }),
        entry: z.string().openapi({ example: '/remotes/mf-auth/20261121-1703/mf-manifest.json' }),
        channel: z.enum(['live', 'canary']).openapi({ description: "Whether this is the area's canary" }),
      }),
    ),
    beacon: z.string().openapi({
      description:
        "This page load's telemetry beacon: `POST /api/telemetry` counts only batches carrying one",
    }),
  })
  .openapi('RemoteRegistry');

const listRemotes = createRoute({
  method: 'get',
  path: '/remotes',
  tags: ['Remotes'],
  operationId: 'listRemoteBuilds',
  summary: 'List the remote builds for this caller',
  description:
    'Each remote\'s build for this caller, for the shell to register at runtime. The live build of each area, or its canary when the caller\'s bucket falls in the canary\'s share. The bucket comes from the signed-in user (Authorization) or else from the browser\'s random `visitor` id; a caller with neither (or a `visitor` that is not 8 to 64 letters, digits, "_" or "-") gets the live builds.',
  request: { query: z.object({ visitor: z.string().optional().openapi({ example: 'b7f3c1d2-0a4e-4c55' }) }) },
  responses: {
    200: { description: "The caller's remotes", content: json(RegistrySchema) },
  },
});

/** The id a caller is bucketed by: the user once signed in, else the browser's own random id. */
async function callerId(deps: AppDeps, authorization: string | undefined, visitor: string | undefined) {
  const session = await optionalSession(deps, authorization);
  if (session) return `user:${session.userId}`;
  const parsed = VisitorId.safeParse(visitor);
  return parsed.success ? `visitor:${parsed.data}` : null;
}

/** The build of an area a caller gets: the canary when their bucket falls in its share, else the live one. */
export function buildFor(area: AreaRelease, caller: string | null) {
  const { canary } = area;
  if (canary && caller && inCanary(caller, area.live.package, canary.share)) {
    return { ...canary.build, channel: 'canary' as const };
  }
  return { ...area.live, channel: 'live' as const };
}

/** `GET /api/remotes`: never cached, so a publish, canary or rollback reaches the next page load. */
export function remoteRegistryRoutes(deps: AppDeps) {
  const { devRemotesRoot, log } = deps;
  const readRegistry = registryReader(registryPlace(deps), log);
  return createRouter().openapi(listRemotes, async (c) => {
    const areas = devRemotesRoot ? devRegistry() : await readRegistry();
    const canaries = areas.some((area) => area.canary);
    const caller = canaries
      ? await callerId(deps, c.req.header('Authorization'), c.req.valid('query').visitor)
      : null;
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        remotes: areas.map((area) => buildFor(area, caller)),
        beacon: issueBeacon(deps.appSecret, deps.now()),
      },
      200,
    );
  });
}

const packages = new Set<string>(REMOTE_PACKAGES);

function decodeSegments(path: string): string[] | null {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * `/remotes/<package>/<version>/<file>`: a published build from the releases folder, which fetches it from
 * the byte store first when another host published it. Versioned files never change, so they are cached
 * for good (by browsers and by a CDN in front, docs/deployment.md). In dev mode, version `dev` is the
 * remote's live build folder.
 */
export function remoteFileRoutes(deps: AppDeps) {
  const { releasesDir, devRemotesRoot } = deps;
  const fetchBuild = buildCache(deps);
  return new Hono<AppEnv>().get('/remotes/*', async (c) => {
    const [, , pkg = '', version = '', ...file] = decodeSegments(c.req.path) ?? [];
    // A release's prerender folder (its Node build and pages' HTML) is for the server only.
    if (!packages.has(pkg) || !versionPattern.test(version) || file[0] === 'prerender') throw notFound();
    const dev = devRemotesRoot !== null && version === 'dev';
    const root = dev ? join(devRemotesRoot, pkg, 'dist') : join(releasesDir, pkg, version);
    const path = resolveInside(root, file.join('/'));
    if (!path) throw notFound();
    const cache = dev ? revalidate : immutable;
    const response =
      (await sendFile(c, path, cache)) ??
      (!dev && (await fetchBuild(pkg, version)) ? await sendFile(c, path, cache) : null);
    if (!response) throw notFound();
    return response;
  });
}
