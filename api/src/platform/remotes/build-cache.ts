import { fetchBuild } from '../../../../scripts/releases/build-store.mjs';
import type { AppDeps } from '../../deps.js';

/**
 * This host's releases folder as a cache of the builds in the byte store: a build another host published is
 * downloaded whole on its first request here, once however many requests ask for it together, and served
 * from disk after that. Answers whether the build is (now) in the folder; a store that fails is logged and
 * counts as no build, so the caller answers 404 or its fallback rather than a 500.
 */
export function buildCache({
  byteStore,
  releasesDir,
  log,
}: Pick<AppDeps, 'byteStore' | 'releasesDir' | 'log'>) {
  const pending = new Map<string, Promise<boolean>>();
  return (remote: string, version: string): Promise<boolean> => {
    const key = `${remote}/${version}`;
    let download = pending.get(key);
    if (!download) {
      download = fetchBuild(byteStore, remote, version, releasesDir)
        .catch((error: unknown) => {
          log(`BUILD STORE ERROR: ${remote} ${version} could not be fetched: ${(error as Error).message}`);
          return false;
        })
        .finally(() => pending.delete(key));
      pending.set(key, download);
    }
    return download;
  };
}
