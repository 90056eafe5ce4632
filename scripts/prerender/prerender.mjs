// Renders the public pages of one published build of a remote to HTML, inside the shell's tree, so that the
// API can serve them in the first answer (issue #15). A page's HTML is a function of two builds: the remote's
// (kept with the release, so a rollback also rolls the HTML back) and the shell's (the folder is named after
// it, so a new shell never hydrates HTML made by an older one). docs/architecture.md explains the whole path.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { REMOTES } from '@platform/contract';
import { admitsContract, isContractEntry } from '@platform/rspack-config/contract-range';
import { readRegistry, releasesDir, repoRoot } from '../releases/registry.mjs';
import { pageStyle } from './page-style.mjs';

const shellDist = path.join(repoRoot, 'shell', 'dist');
const shellServerBundle = path.join(repoRoot, 'shell', 'dist-server', 'render-page.cjs');
const nodeRequire = createRequire(import.meta.url);

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The shell build a prerendered page belongs to: a digest of its index.html (it names every script). */
export function shellBuildId(indexHtml) {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);
}

/** The file of a page's HTML in a release: `/` is `home.json`, `/lets-talk` is `lets-talk.json`. */
export function pageFileName(pagePath) {
  return `${pagePath.replace(/^\//, '') || 'home'}.json`;
}

/** Loads a CommonJS server bundle, resolving the shared modules to the shell's copies. */
function loadBundle(file, code, provided) {
  const module = { exports: {} };
  const requireShared = (request) =>
    Object.hasOwn(provided, request) ? provided[request] : nodeRequire(request);
  vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: file })(
    module,
    module.exports,
    requireShared,
  );
  return module.exports;
}

/**
 * The styles the page needs before its scripts run, inlined so that the HTML alone shows it styled (no
 * request for a style sheet stands before the hero): the rules of the shell's and the remote's sheets that
 * the HTML can match (page-style.mjs). The scripts load the whole sheets later.
 */
async function styleFor(html, candidates) {
  const sheets = await Promise.all(candidates.map(({ file }) => readFile(file, 'utf8')));
  return pageStyle(
    html,
    sheets.map((sheet) => sheet.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')),
  );
}

async function shellStyleSheets() {
  const folder = path.join(shellDist, 'css');
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.css')).sort();
  return files.map((name) => ({ file: path.join(folder, name), href: `/css/${name}` }));
}

/**
 * Whether the shell takes this build at all: one made against a platform contract the shell does not
 * provide shows its area's fallback in the browser (shell/src/remotes/contract-check.ts), so no page HTML.
 */
async function shellAccepts(manifest) {
  const ranges = (manifest.shared ?? [])
    .filter((shared) => isContractEntry(shared.name) && typeof shared.requiredVersion === 'string')
    .map((shared) => shared.requiredVersion);
  if (ranges.length === 0) return true;
  const provided = JSON.parse(
    await readFile(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8'),
  ).version;
  return ranges.every((range) => admitsContract(provided, range));
}

function remoteStyleSheets(manifest, release, publicBase) {
  const files = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
  return [...new Set(files)].map((name) => ({
    file: path.join(release, name),
    href: `${publicBase}${name}`,
  }));
}

/** The folder of a release's prerendered pages for the current shell build, or null if the shell is not built. */
export async function prerenderFolder(name, version, dir = releasesDir()) {
  const indexHtml = await readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => null);
  return indexHtml && path.join(dir, name, version, 'prerender', shellBuildId(indexHtml));
}

/**
 * Renders every prerendered page of the remote `name` from its published build `version` with the current
 * shell build, writing `<release>/prerender/<shell build>/<page>.json` ({ path, title, description, html,
 * style }). A page that cannot be rendered outside a browser is left out (the API then serves the
 * empty shell for it, as without prerendering) and reported. Answers the paths rendered.
 */
export async function prerenderRelease(name, version, { dir = releasesDir(), log = console.warn } = {}) {
  const remote = REMOTES.find((item) => item.package === name);
  const release = path.join(dir, name, version);
  const remoteBundle = path.join(release, 'prerender', 'server', 'pages.cjs');
  const folder = await prerenderFolder(name, version, dir);
  if (!remote || !folder) return [];
  if (!(await exists(shellServerBundle)) || !(await exists(remoteBundle))) return [];
  const shell = loadBundle(shellServerBundle, await readFile(shellServerBundle, 'utf8'), {});
  const pages = shell.prerenderedPages.filter((page) => page.area === remote.name);
  if (pages.length === 0) return [];
  const manifest = JSON.parse(await readFile(path.join(release, 'mf-manifest.json'), 'utf8'));
  if (!(await shellAccepts(manifest))) {
    log(`${name} ${version}: no page HTML, as this shell does not provide the platform contract it needs.`);
    return [];
  }
  const remoteModule = loadBundle(remoteBundle, await readFile(remoteBundle, 'utf8'), shell.providedModules);
  const candidates = [
    ...(await shellStyleSheets()),
    ...remoteStyleSheets(manifest, release, `/remotes/${name}/${version}/`),
  ];
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const rendered = [];
  for (const page of pages) {
    try {
      const html = await shell.renderPage(page.path, remoteModule);
      const style = await styleFor(html, candidates);
      const { title, description } = page;
      const record = { path: page.path, title, description, html, style };
      await writeFile(path.join(folder, pageFileName(page.path)), JSON.stringify(record));
      rendered.push(page.path);
    } catch (error) {
      log(`${name} ${version}: ${page.path} is served without prerendered HTML: ${error?.message ?? error}`);
    }
  }
  return rendered;
}

/** The live and canary builds whose public pages have not been rendered with the current shell build yet. */
export async function buildsWithoutPrerenderedPages(dir = releasesDir()) {
  const { remotes } = await readRegistry({ dir });
  const missing = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    for (const version of new Set([entry.current, entry.canary?.version].filter(Boolean))) {
      const serverBundle = path.join(dir, remote, version, 'prerender', 'server');
      const folder = await prerenderFolder(remote, version, dir);
      if (folder && (await exists(serverBundle)) && !(await exists(folder)))
        missing.push({ remote, version });
    }
  }
  return missing;
}
