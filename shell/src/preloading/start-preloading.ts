import { getInstance } from '@module-federation/enhanced/runtime';
import { getToken } from '../platform/auth-store';
import type { AreaSource } from '../remotes/area-source';
import { holdClicksUntilPageReady } from './page-readiness';
import { preloadNextAreas } from './preload-next-areas';
import { preloadPageChunks } from './preload-page-chunks';

/**
 * The whole platform contract: the home page needs only its core (`@platform/shared-ui/core`), most other
 * pages the rest too, so it comes with the first page preloaded for a next visit.
 */
const loadWholeContract = () => import('@platform/shared-ui');

/**
 * Preloading for the next page (on hover, focus and idle) and the hold of a click on a link whose page is
 * not ready yet, from the bootstrap on: a visitor may point at a link before the first page is live.
 */
export function startPreloading(areas: AreaSource): void {
  const remotes = () => getInstance()?.options.remotes ?? [];
  const hasToken = () => getToken() !== null;
  preloadNextAreas(areas, window.location.pathname, {
    hasToken,
    preloadPage: (area, page, rel) => {
      // Beside the area, not after it: a click soon after the pointer came waits for both.
      void loadWholeContract().catch(() => undefined);
      return areas.load(area).then(() => preloadPageChunks(area, page, remotes, document, rel));
    },
  });
  holdClicksUntilPageReady({ areas, hasToken, remotes, sharedModules: loadWholeContract });
}
