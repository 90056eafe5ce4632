import { matchPath } from 'react-router-dom';
import { routeTable } from '../routes/route-table';
import type { AreaId } from '../routes/areas';
import type { AreaSource } from '../remotes/area-source';
import { firstPageShown } from './first-page-shown';

/*
 * Switching into an area not loaded yet waited for its manifest, entry and pages after the click
 * (370-510 ms, docs/benchmarks.md). The shell loads them before: the area a link leads to as soon as the
 * pointer rests on it or it takes focus, and the areas a user usually goes to next once the browser is idle.
 * Protected areas only for a browser holding a token. A failed preload is forgotten, so the visit itself
 * loads again (and shows the area's fallback only if that fails too).
 */

/** Where users usually go from each area. */
export const likelyNextAreas: Readonly<Record<AreaId, readonly AreaId[]>> = {
  mf_marketing: ['mf_auth'],
  mf_auth: ['mf_workspace'],
  mf_workspace: ['mf_billing'],
  mf_billing: ['mf_workspace'],
};

/** The route of a path on this site, or undefined. */
function routeOf(pathname: string) {
  return routeTable.find((candidate) => matchPath(candidate.path, pathname));
}

export interface PreloadOptions {
  /** Whether the browser holds a token now (protected areas are loaded only then). */
  hasToken: () => boolean;
  /**
   * Fetches, without running them, the page chunks of a loaded area (its pages are lazy): on hover or
   * focus only, where a click is likely, so the page needs no round trip after it.
   */
  preloadPages?: (area: AreaId) => Promise<void>;
  /** `requestIdleCallback` where the browser has it; a short timeout elsewhere. */
  whenIdle?: (run: () => void) => void;
  /** Settles when the first page is on screen (first-page-shown.ts). */
  firstPage?: Promise<void>;
}

const defaultWhenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1_000);
};

/**
 * Preloads on hover and focus of links from now on, and the likely next areas of `pathname` when idle.
 * Returns the function that stops listening.
 */
export function preloadNextAreas(
  areas: AreaSource,
  pathname: string,
  { hasToken, whenIdle = defaultWhenIdle, preloadPages, firstPage = firstPageShown }: PreloadOptions,
): () => void {
  const requested = new Set<AreaId>();
  const pagesRequested = new Set<AreaId>();
  const preload = (area: AreaId, isProtected: boolean, withPages = false) => {
    if (isProtected && !hasToken()) return;
    if (!requested.has(area)) {
      requested.add(area);
      areas.load(area).catch(() => {
        requested.delete(area);
        pagesRequested.delete(area);
        areas.reset(area);
      });
    }
    if (withPages && preloadPages && !pagesRequested.has(area)) {
      pagesRequested.add(area);
      // Only once the area is registered; a failure here costs nothing but the head start.
      areas
        .load(area)
        .then(() => preloadPages(area))
        .catch(() => pagesRequested.delete(area));
    }
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = routeOf(link.pathname);
    if (route) preload(route.area, route.protected, true);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  const current = routeOf(pathname);
  if (current) {
    // Only once the opened page shows: the next areas' files must not compete with its first render.
    void firstPage.then(() =>
      whenIdle(() => {
        for (const area of likelyNextAreas[current.area]) {
          // An area with a page for visitors (the sign-in forms) is worth loading without a token.
          const onlyProtected = routeTable.every((route) => route.area !== area || route.protected);
          preload(area, onlyProtected);
        }
      }),
    );
  }

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}
