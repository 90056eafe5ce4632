import type { AreaId } from '../routes/areas';

/** The part of a remote's `mf-manifest.json` read here. */
interface Manifest {
  exposes?: { path?: string; assets?: { js?: { async?: string[] }; css?: { async?: string[] } } }[];
}

/** A registered remote as the federation runtime knows it (`getInstance().options.remotes`). */
export interface RegisteredRemote {
  name: string;
  entry?: string;
}

/**
 * Fetches, without running them, the lazy page chunks of an area whose `./pages` is already loaded: the
 * manifest (already in the HTTP cache, builds are immutable) lists them, and `<link rel="preload">` gets
 * them into the cache, so the page a click opens needs no round trip. Used where a click is likely (a
 * hovered or focused link); nothing happens for an area the runtime does not know or a manifest it cannot read.
 */
export async function preloadPageChunks(
  area: AreaId,
  remotes: () => readonly RegisteredRemote[],
  doc: Document = document,
): Promise<void> {
  const entry = remotes().find((remote) => remote.name === area)?.entry;
  if (!entry?.endsWith('.json')) return;
  const response = await fetch(entry);
  if (!response.ok) return;
  const manifest = (await response.json()) as Manifest;
  const pages = manifest.exposes?.find((expose) => expose.path === './pages');
  const base = new URL('.', new URL(entry, doc.baseURI));
  const links: [string, 'script' | 'style'][] = [
    ...(pages?.assets?.js?.async ?? []).map((file): [string, 'script'] => [file, 'script']),
    ...(pages?.assets?.css?.async ?? []).map((file): [string, 'style'] => [file, 'style']),
  ];
  const present = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const [file, kind] of links) {
    const href = new URL(file, base).href;
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = kind;
    link.href = href;
    doc.head.append(link);
  }
}
