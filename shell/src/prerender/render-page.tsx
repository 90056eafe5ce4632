// The shell's Node entry (built by rspack.prerender.config.mjs into dist-server/render-page.cjs). The
// prerender step (scripts/prerender/prerender.mjs) runs it when a remote's build is published: it renders
// the shell's own tree, exactly as the browser will hydrate it, around the pages of that build.
import * as sharedUi from '@platform/shared-ui';
import * as sharedUiCore from '@platform/shared-ui/core';
import { providePlatform } from '@platform/shared-ui/core';
import * as sharedUiForms from '@platform/shared-ui/forms';
import * as sharedUiQueries from '@platform/shared-ui/queries';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, notices } from '../app';
import { createShellPlatform } from '../platform/shell-platform';
import type { AreaModule, AreaSource } from '../remotes/area-source';
import { pageDescription } from '../routes/page-descriptions';
import { pageTitle } from '../routes/page-titles';
import { routeTable } from '../routes/route-table';

/**
 * The public pages rendered to HTML (issue #15): what a visitor or a search engine opens first. `/requests`
 * is its empty search: the e-mail the browser kept is read once the page is hydrated.
 */
const PRERENDERED_PATHS = [
  '/',
  '/services',
  '/pricing',
  '/lets-talk',
  '/custom-quote',
  '/requests',
  '/terms',
  '/privacy',
  '/login',
  '/register',
];

export interface PrerenderedPage {
  path: string;
  /** Federation name of the remote that owns the page. */
  area: string;
  title: string;
  description: string;
}

export const prerenderedPages: readonly PrerenderedPage[] = routeTable
  .filter((route) => PRERENDERED_PATHS.includes(route.path))
  .map((route) => ({
    path: route.path,
    area: route.area,
    title: pageTitle(route),
    description: pageDescription(route.page),
  }));

/**
 * Every path pattern the shell answers with a page, as react-router writes them: the table's and the operations
 * page's (routes/app-routes.tsx). The build writes them to `dist/page-paths.json`
 * (scripts/prerender/write-page-paths.mjs), so the server answers any other path with a 404 status instead of
 * a "Page not found" page sent as found. Kept out of the browser's bundle: the home page's bytes are counted.
 */
export const pagePaths: readonly string[] = [...routeTable.map((route) => route.path), '/ops'];

/** The modules a remote's Node bundle takes from the shell, as it does in the browser (one platform). */
export const providedModules: Readonly<Record<string, unknown>> = {
  '@platform/shared-ui': sharedUi,
  '@platform/shared-ui/core': sharedUiCore,
  '@platform/shared-ui/forms': sharedUiForms,
  '@platform/shared-ui/queries': sharedUiQueries,
};

// Nothing is fetched while rendering: a page's data arrives in the browser, after hydration, as it does
// without prerendering; the HTML holds what the page shows before its data.
providePlatform(createShellPlatform({ fetch: () => new Promise<Response>(() => undefined) }));

/** A promise React's `use` reads at once, without suspending. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * The HTML inside `#root` for one page, from the given build of its remote, as a visitor who is not signed
 * in sees it before any data arrives. Rejects when the page cannot be rendered outside a browser.
 */
export async function renderPage(path: string, remote: AreaModule): Promise<string> {
  const areas: AreaSource = { load: () => settled(remote), reset: () => undefined };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App areas={areas} />
      </StaticRouter>
      {notices}
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}
