import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { resolveInside, revalidate, sendFile } from '../http/static-files.js';
import { aliasTarget } from './page-aliases.js';
import { pageKnower } from './page-paths.js';
import { prerenderedPages } from './prerendered-page.js';

const isBackendPath = (path: string) => /^\/(api|remotes)(\/|$)/.test(path);

/** Browsers navigating ask for HTML; a script or image that is missing should stay a 404. */
const wantsPage = (c: Context) =>
  (c.req.header('Accept') ?? '').includes('text/html') || !/\.[^/]+$/.test(c.req.path);

/**
 * The built shell: its files as they are, and index.html for every other page path, so that deep links
 * reach the client-side router; a public page's index.html holds the page itself (prerendered-page.ts). Revalidated on each use, so a new shell build is picked up at once.
 */
export function shellRoutes(deps: AppDeps) {
  const { shellDist } = deps;
  const prerendered = prerenderedPages(deps);
  const isPage = pageKnower(shellDist);
  return new Hono<AppEnv>().get('*', async (c, next) => {
    if (isBackendPath(c.req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      throw notFound();
    }
    const file = resolveInside(shellDist, relative);
    const asset = file && (await sendFile(c, file, revalidate));
    if (asset) return asset;
    if (!wantsPage(c)) throw notFound();
    const alias = aliasTarget(c.req.path, new URL(c.req.url).search);
    if (alias) return c.redirect(alias, 301);
    const prerenderedPage = await prerendered(c);
    if (prerenderedPage) return prerenderedPage;
    if (!(await isPage(c.req.path))) {
      const shell = await readFile(join(shellDist, 'index.html'), 'utf8').catch(() => null);
      if (shell !== null) return c.html(shell, 404, { 'Cache-Control': 'no-cache' });
    }
    const page = await sendFile(c, join(shellDist, 'index.html'), 'no-cache');
    if (!page) throw new ApiError(404, 'The shell is not built yet: run `npm run build`.');
    return page;
  });
}
