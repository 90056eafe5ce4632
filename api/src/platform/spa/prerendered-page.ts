import { createHash, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PRERENDERED_FOR_META, SERVED_REGISTRY_ID } from '@platform/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { overHttps } from '../http/over-https.js';
import { buildFor } from '../remotes/remote-routes.js';
import { buildCache } from '../remotes/build-cache.js';
import { registryPlace, registryReader } from '../remotes/registry.js';
import { acceptedEncoding, compressedOnce } from '../http/compression.js';

/*
 * The public pages' HTML, rendered when their remote's build was published (scripts/prerender/), served
 * inside the shell's index.html: the visitor sees the page before any script runs, and the shell hydrates it.
 * The HTML comes from the build of the area this visitor gets (live, or the canary of their bucket), and
 * from the files made for the current shell build; when there are none, the empty shell is served as before.
 */

/** The browser's random id, as the shell keeps it in local storage (shell/src/remotes/visitor-id.ts). */
export const VISITOR_COOKIE = 'platform_visitor_id';
const visitorPattern = /^[\w-]{8,64}$/;
const visitorMaxAgeSeconds = 365 * 24 * 60 * 60;

const PrerenderedPage = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  /** The page's styles, inlined (scripts/prerender/prerender.mjs). */
  style: z.string().default(''),
  /** Pages rendered before styles were inlined link their sheets. */
  styleSheets: z.array(z.string().regex(/^\/[\w./-]+\.css$/)).default([]),
});
type PrerenderedPage = z.infer<typeof PrerenderedPage>;

/** Only simple page paths have a file: `/` is `home`, `/lets-talk` is `lets-talk` (scripts/prerender). */
function pageFileName(path: string): string | null {
  const match = /^\/([a-z][a-z-]*)?\/?$/.exec(path);
  return match ? `${match[1] ?? 'home'}.json` : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The registry answer as a prerendered page carries it: `visitor` is the browser id the builds were picked by,
 * null when no area has a canary (every caller, signed in or not, gets the same). No telemetry beacon: the
 * document is revalidated by its ETag, which a new beacon each time would defeat; the shell still asks
 * `GET /api/remotes` for it, off the page's way (shell/src/remotes/area-source.ts).
 */
export interface ServedRegistry {
  visitor: string | null;
  remotes: ReturnType<typeof buildFor>[];
  manifests: Record<string, unknown>;
}

/** JSON inside a `<script>` element: nothing in it can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell's index.html with the page inside `#root`, its title, description and link preview. */
function pageDocument(
  shell: string,
  page: PrerenderedPage,
  url: string,
  forEveryone: boolean,
  registry: ServedRegistry,
): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    // Whose build the HTML is (shell/src/prerender/hydration.ts): `everyone`'s when its area has no canary, so a
    // signed-in user (whose bucket is their account's) hydrates it too; else this `visitor`'s.
    `<meta name="${PRERENDERED_FOR_META}" content="${forEveryone ? 'everyone' : 'visitor'}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...page.styleSheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    // Nothing in a style sheet can close the element early.
    page.style && `<style>${page.style.replace(/<\/style/gi, '<\\/style')}</style>`,
    // The builds `GET /api/remotes` would give this browser and the page's area's manifest
    // (shell/src/remotes/served-registry.ts): that area's `remoteEntry.js` loads without two round trips first.
    `<script type="application/json" id="${SERVED_REGISTRY_ID}">${scriptJson(registry)}</script>`,
  ]
    .filter(Boolean)
    .join('');
  // Replaced by functions: a page's text may hold `$&` or `$'`, which a replacement string would expand.
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${description}">`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

interface ShellIndex {
  html: string;
  /** The shell build the prerendered files were made for (scripts/prerender/prerender.mjs). */
  buildId: string;
  mtimeMs: number;
}

/**
 * Answers the document of a prerendered page for this request, or null when the path has none (the caller
 * then serves the plain index.html).
 */
export function prerenderedPages(deps: AppDeps) {
  const { shellDist, releasesDir, devRemotesRoot, publicUrl, log } = deps;
  const readRegistry = registryReader(registryPlace(deps), log);
  const fetchBuild = buildCache(deps);
  const indexFile = join(shellDist, 'index.html');
  let shell: ShellIndex | null = null;

  async function shellIndex(): Promise<ShellIndex | null> {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    if (shell?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(indexFile, 'utf8');
      const buildId = createHash('sha256').update(html).digest('hex').slice(0, 16);
      shell = { html, buildId, mtimeMs: info.mtimeMs };
    }
    return shell;
  }

  async function readPage(file: string): Promise<PrerenderedPage | null> {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return null;
    try {
      return PrerenderedPage.parse(JSON.parse(text));
    } catch (error) {
      log(`Prerendered page ${file} is unreadable, serving the plain shell: ${(error as Error).message}`);
      return null;
    }
  }

  /** Each build's `mf-manifest.json`, parsed once: a published build's files never change. */
  const manifests = new Map<string, unknown>();
  async function readManifest(pkg: string, version: string): Promise<unknown> {
    const file = join(releasesDir, pkg, version, 'mf-manifest.json');
    if (manifests.has(file)) return manifests.get(file);
    // Unreadable, it is left out (the shell then fetches it, as without this) and read again next time.
    const text = await readFile(file, 'utf8').catch(() => null);
    try {
      const manifest: unknown = text === null ? null : JSON.parse(text);
      if (manifest !== null) manifests.set(file, manifest);
      return manifest;
    } catch {
      return null;
    }
  }

  /** The registry answer a page carries: the builds picked for it, with the page's build's manifest. */
  async function servedRegistry(
    pickedFor: string | null,
    remotes: ServedRegistry['remotes'],
    page: ServedRegistry['remotes'][number],
  ): Promise<ServedRegistry> {
    const manifest = await readManifest(page.package, page.version);
    return { visitor: pickedFor, remotes, manifests: manifest === null ? {} : { [page.entry]: manifest } };
  }

  /** The id a canary picks this browser's builds by: its cookie's, or a new one given in a cookie. */
  function visitorFor(c: Context): string {
    const cookie = getCookie(c, VISITOR_COOKIE);
    if (cookie && visitorPattern.test(cookie)) return cookie;
    const id = randomUUID();
    setCookie(c, VISITOR_COOKIE, id, {
      path: '/',
      sameSite: 'Lax',
      secure: overHttps(c),
      maxAge: visitorMaxAgeSeconds,
    });
    return id;
  }

  return async (c: Context): Promise<Response | null> => {
    const fileName = pageFileName(c.req.path);
    // The HTML was made for the bare address: a query (an invitation's e-mail, `?build`) may change the first
    // render, which must be exactly the HTML, so such a page starts from the empty shell.
    if (!fileName || devRemotesRoot || new URL(c.req.url).search !== '') return null;
    const index = await shellIndex();
    if (!index) return null;
    const areas = await readRegistry();
    const canaries = areas.some((area) => area.canary);
    // What `GET /api/remotes` answers this browser signed out: without a canary, every caller gets the same builds.
    const pickedFor = canaries ? visitorFor(c) : null;
    const picked = areas.map((area) => ({
      area,
      build: buildFor(area, pickedFor && `visitor:${pickedFor}`),
    }));
    for (const { area, build } of picked) {
      const folder = join(releasesDir, build.package, build.version, 'prerender', index.buildId);
      const page =
        (await readPage(join(folder, fileName))) ??
        ((await fetchBuild(build.package, build.version)) ? await readPage(join(folder, fileName)) : null);
      if (!page) continue;
      const url = new URL(page.path, publicUrl).href;
      const registry = await servedRegistry(
        pickedFor,
        picked.map((each) => each.build),
        build,
      );
      const body = pageDocument(index.html, page, url, !area.canary, registry);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      // The page depends on the visitor's bucket (their cookie), and on the registry (its answer is in the
      // page): revalidated each time, so a publish, canary or rollback reaches the next page load.
      const headers = { 'Cache-Control': 'private, no-cache', ETag: etag, Vary: 'Cookie, Accept-Encoding' };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
      if (!encoding) return c.html(body, 200, headers);
      return c.body(await compressedOnce(etag, async () => body, encoding), 200, {
        ...headers,
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': encoding,
      });
    }
    return null;
  };
}
