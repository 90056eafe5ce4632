import { matchPath } from 'react-router-dom';
import { routeTable, type RouteDefinition } from '../routes/route-table';
import type { AreaId } from '../routes/areas';
import type { AreaSource } from '../remotes/area-source';
import { firstPageShown } from './first-page-shown';
import type { AheadRel } from './preload-page-chunks';

/*
 * Switching into an area not loaded yet waited for its manifest, entry and page after the click
 * (370-510 ms, docs/benchmarks.md). The shell loads them before: the area and page a link leads to as soon as
 * the pointer rests on it or it takes focus (or already rests on it when the shell starts), and the page a
 * user usually opens next once the browser is idle and the page shown has loaded what it shows. Protected
 * areas only for a browser holding a token. A failed preload is forgotten, so the visit itself loads again
 * (and shows the area's fallback only if that fails too).
 */

/** Where users usually go from each area: the address of the page most of them open next. */
export const likelyNextPages: Readonly<Record<AreaId, readonly string[]>> = {
  mf_marketing: ['/login'],
  mf_auth: ['/dashboard'],
  mf_workspace: ['/billing'],
  mf_billing: ['/dashboard'],
  // Staff stay in their console.
  mf_staff: [],
};

/** The route of a path on this site, or undefined. */
function routeOf(pathname: string) {
  return routeTable.find((candidate) => matchPath(candidate.path, pathname));
}

export interface PreloadOptions {
  /** Whether the browser holds a token now (protected areas are loaded only then). */
  hasToken: () => boolean;
  /**
   * Fetches, without running them, the files of one page of an area (its pages are lazy), once the area is
   * registered, so the page needs no round trip after the click (preload-page-chunks.ts). Called at once,
   * beside the area's load: what it needs besides the area (the whole platform contract) starts now. `rel`
   * is `prefetch` for the idle guess at the next page, `preload` for a link pointed at.
   */
  preloadPage?: (area: AreaId, page: string, rel: AheadRel) => Promise<void>;
  /** `requestIdleCallback` where the browser has it; a short timeout elsewhere. */
  whenIdle?: (run: () => void) => void;
  /** Settles when the first page is on screen (first-page-shown.ts). */
  firstPage?: Promise<void>;
  /** Whether the window shows a loading state now (`loadingOnScreen` unless a test says). */
  loadingShown?: () => boolean;
}

const defaultWhenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 1_000);
};

/**
 * Whether a loading state (shared-ui's labelled `Spinner`, marked `data-loading`) is in the window now. One
 * below the fold (the home page's chat, loaded only once scrolled to) is not: nothing on screen waits for it.
 */
export function loadingOnScreen(): boolean {
  return [...document.querySelectorAll('[data-loading]')].some((element) => {
    const { top, bottom, width } = element.getBoundingClientRect();
    return width > 0 && bottom > 0 && top < window.innerHeight;
  });
}

/** The longest the idle guess waits for a page's loading state to go (a page that never ends loading). */
export const LONGEST_LOADING_HOLD_MS = 10_000;

/**
 * Runs `run` once the browser is idle with no loading state on screen: a page that shows its loading state
 * (the plans before `GET /api/plans/` answers) gets its data and renders it before the next page's files
 * (an area's remoteEntry.js, the whole contract) compete with it for the network and the processor. Checked
 * again after each change of the document, when idle; at the latest `LONGEST_LOADING_HOLD_MS` from now.
 */
function whenSettled(whenIdle: (run: () => void) => void, loadingShown: () => boolean, run: () => void) {
  const deadline = Date.now() + LONGEST_LOADING_HOLD_MS;
  const attempt = () =>
    whenIdle(() => {
      if (Date.now() >= deadline || !loadingShown()) {
        run();
        return;
      }
      const again = () => {
        observer.disconnect();
        clearTimeout(timer);
        attempt();
      };
      const observer = new MutationObserver(again);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setTimeout(again, deadline - Date.now());
    });
  attempt();
}

/**
 * Preloads on hover and focus of links from now on (and the link under the pointer or focused now), and
 * the likely next page of `pathname` when idle. Returns the function that stops listening.
 */
export function preloadNextAreas(
  areas: AreaSource,
  pathname: string,
  {
    hasToken,
    whenIdle = defaultWhenIdle,
    preloadPage,
    firstPage = firstPageShown,
    loadingShown = loadingOnScreen,
  }: PreloadOptions,
): () => void {
  const requested = new Set<AreaId>();
  const pagesRequested = new Set<string>();
  const preload = (route: RouteDefinition, isProtected = route.protected, rel: AheadRel = 'preload') => {
    if (isProtected && !hasToken()) return;
    const { area, page } = route;
    if (!requested.has(area)) {
      requested.add(area);
      areas.load(area).catch(() => {
        requested.delete(area);
        areas.reset(area);
      });
    }
    const key = `${area}/${page}`;
    if (preloadPage && !pagesRequested.has(key)) {
      pagesRequested.add(key);
      // A failure here costs nothing but the head start.
      preloadPage(area, page, rel).catch(() => pagesRequested.delete(key));
    }
  };

  const preloadLink = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = routeOf(link.pathname);
    if (route) preload(route);
  };
  const onIntent = (event: Event) => preloadLink(event.target);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  // A pointer that came to rest on a link before the shell ran sent its events to nobody.
  for (const link of document.querySelectorAll('a[href]:hover')) preloadLink(link);
  preloadLink(document.activeElement);

  const current = routeOf(pathname);
  if (current) {
    // Only once the opened page shows, and what it shows has loaded: the next page's files must not compete
    // with its first render or its data.
    void firstPage.then(() =>
      whenSettled(whenIdle, loadingShown, () => {
        for (const next of likelyNextPages[current.area]) {
          const route = routeOf(next);
          if (!route) continue;
          // An area with a page for visitors (the sign-in forms) is worth loading without a token.
          const onlyProtected = routeTable.every(
            (candidate) => candidate.area !== route.area || candidate.protected,
          );
          // A guess: prefetched, so a page the visitor never opens leaves no "preloaded but not used" warning.
          preload(route, onlyProtected, 'prefetch');
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
