import { getInstance } from '@module-federation/enhanced/runtime';
import { getToken } from '../platform/auth-store';
import type { AreaSource } from '../remotes/area-source';
import { holdClicksUntilPageReady } from './page-readiness';
import { preloadNextAreas } from './preload-next-areas';
import { preloadPageChunks } from './preload-page-chunks';

/**
 * Preloading for the next page (on hover, focus and idle) and the hold of a click on a link whose page is
 * not ready yet; started by the bootstrap once the first page is painted, so its code is not among the
 * first page's scripts.
 */
export function startPreloading(areas: AreaSource): void {
  const remotes = () => getInstance()?.options.remotes ?? [];
  const hasToken = () => getToken() !== null;
  preloadNextAreas(areas, window.location.pathname, {
    hasToken,
    preloadPage: (area, page) => preloadPageChunks(area, page, remotes),
  });
  holdClicksUntilPageReady({ areas, hasToken, remotes });
}
