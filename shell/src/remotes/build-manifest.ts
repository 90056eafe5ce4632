import type { AreaId } from '../routes/areas';

/*
 * What the shell reads from a remote build's `mf-manifest.json` to load it. Its federation runtime is built not
 * to read manifests (`disableSnapshot`, scripts/rspack/create-config.mjs): the shell registers the build's
 * `remoteEntry.js` itself and fetches `./pages` beside it, as the runtime did from the manifest.
 */

/** The parts of a build's manifest read here. */
interface BuildManifest {
  metaData?: { globalName?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** A remote as the federation runtime registers it: its `remoteEntry.js` and the global that script sets. */
export interface RemoteRegistration {
  name: string;
  entry: string;
  entryGlobalName?: string;
}

/** The folder of the manifest at `manifestUrl`, where the build's files are. */
function buildFolder(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** The build's `remoteEntry.js` as its manifest names it, registered under the area's name; null without one. */
export function remoteEntryOf(
  area: AreaId,
  manifestUrl: string,
  manifest: unknown,
): RemoteRegistration | null {
  const meta = (manifest as BuildManifest | null)?.metaData;
  const file = meta?.remoteEntry?.name;
  const folder = meta?.remoteEntry?.path ?? '';
  if (typeof file !== 'string' || !file || typeof folder !== 'string') return null;
  const entry = `${buildFolder(manifestUrl)}${folder ? `${folder.replace(/\/$/, '')}/` : ''}${file}`;
  const globalName = meta?.globalName;
  return typeof globalName === 'string'
    ? { name: area, entry, entryGlobalName: globalName }
    : { name: area, entry };
}

/** The scripts of the build's `./pages` module itself (not its lazily loaded pages), as addresses. */
export function pagesModuleScripts(manifestUrl: string, manifest: unknown): string[] {
  const exposes = (manifest as BuildManifest | null)?.exposes;
  const pages = Array.isArray(exposes) ? exposes.find((expose) => expose?.path === './pages') : undefined;
  const scripts = pages?.assets?.js?.sync;
  if (!Array.isArray(scripts)) return [];
  return scripts
    .filter((file): file is string => typeof file === 'string')
    .map((file) => `${buildFolder(manifestUrl)}${file}`);
}
