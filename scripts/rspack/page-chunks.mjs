// Which files each page of a remote needs, written beside its mf-manifest.json as page-chunks.json. The
// manifest lists every lazy chunk of `./pages` together, so a shell that preloads the page a link leads to
// fetched all of an area's pages (12 for accounts) and the one the click needed queued behind the rest. With
// this map the shell preloads only the linked page's files (shell/src/preloading/).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The file written next to `mf-manifest.json`; the shell reads it from the same folder. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * Page keys and the module each loads, from a remote's `pages.ts` (`key: lazy(() => import('./x'))`, the
 * shape every remote's pages module has; the boundary lint reads the same imports).
 * @param {string} source
 * @returns {Map<string, string[]>} request (as written in the import) -> the page keys that load it
 */
export function pageImports(source) {
  /** @type {Map<string, string[]>} */
  const pages = new Map();
  for (const match of source.matchAll(/(\w+)\s*:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    pages.set(match[2], [...(pages.get(match[2]) ?? []), match[1]]);
  }
  return pages;
}

/**
 * `{ [page key]: { js: string[], css: string[] } }`: the files of the chunk group each page's `import()`
 * starts, as paths relative to the build's output (as the manifest names its files).
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} pagesModule absolute path of the exposed pages module
 * @param {Map<string, string>} imports from `pageImports`
 */
export function pageChunks(compilation, pagesModule, imports) {
  /** @type {Record<string, { js: string[], css: string[] }>} */
  const map = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const keys = imports.get(origin.request ?? '');
      if (!keys || origin.module?.resource !== pagesModule) continue;
      const files = group.chunks.flatMap((chunk) => [...chunk.files]).sort();
      for (const key of keys) {
        map[key] = {
          js: files.filter((file) => file.endsWith('.js')),
          css: files.filter((file) => file.endsWith('.css')),
        };
      }
    }
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes `page-chunks.json` for a remote whose exposed `./pages` module is `pagesModule` (relative to `context`). */
export class PageChunksPlugin {
  /** @param {{ pagesModule: string }} options */
  constructor({ pagesModule }) {
    this.pagesModule = pagesModule;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const pagesModule = path.resolve(compiler.context, this.pagesModule);
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const imports = pageImports(readFileSync(pagesModule, 'utf8'));
          const map = pageChunks(compilation, pagesModule, imports);
          compilation.emitAsset(PAGE_CHUNKS_FILE, new RawSource(`${JSON.stringify(map, null, 2)}\n`));
        },
      );
    });
  }
}
