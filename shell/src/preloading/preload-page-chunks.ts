import type { AreaId } from '../routes/areas';

/**
 * A remote build's `page-chunks.json` (written beside its `mf-manifest.json` by
 * scripts/rspack/page-chunks.mjs): the script and style files each page key needs, relative to the build.
 */
export type PageChunkMap = Readonly<Record<string, { js?: string[]; css?: string[] } | undefined>>;

/** A registered remote as the federation runtime knows it (`getInstance().options.remotes`). */
export interface RegisteredRemote {
  name: string;
  entry?: string;
}

const maps = new Map<string, Promise<PageChunkMap>>();

/** The page map of the build whose entry (at its root, as the map is) is `entry`, read once; empty if it has none. */
function pageChunkMap(entry: string, base: URL): Promise<PageChunkMap> {
  let map = maps.get(entry);
  if (!map) {
    map = fetch(new URL('page-chunks.json', base))
      .then((response) => (response.ok ? (response.json() as Promise<PageChunkMap>) : {}))
      .catch(() => ({}));
    maps.set(entry, map);
  }
  return map;
}

/**
 * The files (absolute addresses) one page of a registered area needs, from its build's page map; none for an
 * area the runtime does not know, a page the map lacks, or a build published before page maps existed.
 */
export async function pageFiles(
  area: AreaId,
  page: string,
  remotes: () => readonly RegisteredRemote[],
  doc: Document = document,
): Promise<[string, 'script' | 'style'][]> {
  const entry = remotes().find((remote) => remote.name === area)?.entry;
  if (!entry) return [];
  const base = new URL('.', new URL(entry, doc.baseURI));
  const files = (await pageChunkMap(entry, base))[page];
  return [
    ...(files?.js ?? []).map((file): [string, 'script'] => [new URL(file, base).href, 'script']),
    ...(files?.css ?? []).map((file): [string, 'style'] => [new URL(file, base).href, 'style']),
  ];
}

/**
 * How a page's files are fetched ahead: `preload` for a page a pointer or focus points at (wanted soon, at
 * once), `prefetch` for the page a user usually opens next (a guess: the browser fetches it when idle and,
 * unlike a preload left unused, does not warn in the console that it was not used).
 */
export type AheadRel = 'preload' | 'prefetch';

/**
 * Fetches, without running them, the files of one page of an area whose `./pages` is registered, so the
 * page a click opens needs no round trip. Only that page's: the manifest lists all of an area's pages
 * together, and fetching them all made the clicked one wait behind the rest.
 */
export async function preloadPageChunks(
  area: AreaId,
  page: string,
  remotes: () => readonly RegisteredRemote[],
  doc: Document = document,
  rel: AheadRel = 'preload',
): Promise<void> {
  const present = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]')].map(
      (link) => link.href,
    ),
  );
  for (const [href, kind] of await pageFiles(area, page, remotes, doc)) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.as = kind;
    link.href = href;
    doc.head.append(link);
  }
}
