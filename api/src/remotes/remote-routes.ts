import { join } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter } from '../http/router.js';
import { immutable, resolveInside, revalidate, sendFile } from '../http/static-files.js';
import { devRegistry, knownRemotes, registryReader, versionPattern } from './registry.js';

const RegistrySchema = z
  .object({
    remotes: z.array(
      z.object({
        name: z.string().openapi({ example: 'mf_auth' }),
        package: z.string().openapi({ example: 'mf-auth' }),
        area: z.enum(['Marketing', 'Accounts', 'Workspace', 'Billing']),
        version: z.string().openapi({ example: '20261121-1703' }),
        entry: z.string().openapi({ example: '/remotes/mf-auth/20261121-1703/mf-manifest.json' }),
      }),
    ),
  })
  .openapi('RemoteRegistry');

const listRemotes = createRoute({
  method: 'get',
  path: '/remotes',
  tags: ['Remotes'],
  summary: "Each remote's live build, for the shell to register at runtime",
  responses: {
    200: { description: 'The live remotes', content: { 'application/json': { schema: RegistrySchema } } },
  },
});

/** `GET /api/remotes`: never cached, so a publish or rollback reaches the next page load. */
export function remoteRegistryRoutes({ releasesDir, devRemotesRoot, log }: AppDeps) {
  const readRegistry = registryReader(releasesDir, log);
  return createRouter().openapi(listRemotes, async (c) => {
    const remotes = devRemotesRoot ? devRegistry() : await readRegistry();
    c.header('Cache-Control', 'no-store');
    return c.json({ remotes }, 200);
  });
}

const packages = new Set<string>(knownRemotes.map((remote) => remote.package));

function decodeSegments(path: string): string[] | null {
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * `/remotes/<package>/<version>/<file>`: a published build from the releases folder. Versioned files
 * never change, so they are cached for good. In dev mode, version `dev` is the remote's live build folder.
 */
export function remoteFileRoutes({ releasesDir, devRemotesRoot }: AppDeps) {
  return new Hono<AppEnv>().get('/remotes/*', async (c) => {
    const [, , pkg = '', version = '', ...file] = decodeSegments(c.req.path) ?? [];
    if (!packages.has(pkg) || !versionPattern.test(version)) throw notFound();
    const dev = devRemotesRoot !== null && version === 'dev';
    const root = dev ? join(devRemotesRoot, pkg, 'dist') : join(releasesDir, pkg, version);
    const path = resolveInside(root, file.join('/'));
    const response = path && (await sendFile(c, path, dev ? revalidate : immutable));
    if (!response) throw notFound();
    return response;
  });
}
