import { matchPath } from 'react-router-dom';
import type { AreaSource } from '../remotes/area-source';
import type { AreaId } from '../routes/areas';
import { routeTable } from '../routes/route-table';
import { pageFiles, type RegisteredRemote } from './preload-page-chunks';

/*
 * A click into a page whose code was not in the page yet showed the area's loading state at once, and React
 * keeps a Suspense fallback on screen for at least 300 ms (its throttle of reveals) however soon the code
 * arrives: a switch took ~450 ms where the files took ~50. So a click on a link to such a page is held, the
 * previous page staying on screen, until the page can render without waiting (its area loaded, its scripts
 * run and its styles applied, so the remote's lazy page resolves at once), then clicked again; after
 * PATIENCE_MS it goes through anyway and the loading state shows as before. Only clicks, before React sees
 * them: a navigation from code (after signing in) is not held, and React never suspends outside a boundary.
 * From the shell's start: a link clicked while the first page hydrates waits the same way (the prerender
 * holds only buttons, prerender/early-clicks.ts).
 */

/** How long a click keeps the previous page before the area's loading state shows instead. */
export const PATIENCE_MS = 400;

export interface PageReadinessOptions {
  areas: AreaSource;
  /** The remotes the federation runtime has registered (`getInstance().options.remotes`). */
  remotes: () => readonly RegisteredRemote[];
  /** Whether the browser holds a token now (a protected page is not prepared without one). */
  hasToken: () => boolean;
  /** Loads the shared modules a page may need beyond its own files (the whole platform contract). */
  sharedModules?: () => Promise<unknown>;
  doc?: Document;
  patienceMs?: number;
}

/** Adds a script (run) or stylesheet (applied) unless the page has it; settles once it has loaded or failed. */
function attach(doc: Document, href: string, kind: 'script' | 'style'): Promise<void> {
  const present =
    kind === 'script'
      ? [...doc.scripts].some((script) => script.src === href)
      : [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
          (link) => link.href === href,
        );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    let element: HTMLScriptElement | HTMLLinkElement;
    if (kind === 'script') {
      element = doc.createElement('script');
      element.async = true;
      element.src = href;
    } else {
      element = doc.createElement('link');
      element.rel = 'stylesheet';
      element.href = href;
    }
    // A failure is the page's own to report, when it loads the file itself.
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => resolve());
    doc.head.append(element);
  });
}

/**
 * Holds clicks on links to pages not ready yet (see above) from now on. Returns the function that stops.
 */
export function holdClicksUntilPageReady(options: PageReadinessOptions): () => void {
  const { areas, remotes, hasToken, sharedModules, doc = document, patienceMs = PATIENCE_MS } = options;
  const ready = new Set<string>();
  const preparing = new Map<string, Promise<void>>();
  const held = new Set<string>();
  let replaying = false;

  /** Settles once `page` of `area` can render without waiting, or that cannot be known; never rejects. */
  function prepare(area: AreaId, page: string): Promise<void> {
    const key = `${area}/${page}`;
    let promise = preparing.get(key);
    if (!promise) {
      promise = (async () => {
        try {
          // The page's files run while the rest of the contract still loads.
          await Promise.all([
            sharedModules?.(),
            areas
              .load(area)
              .then(() => pageFiles(area, page, remotes, doc))
              .then((files) => Promise.all(files.map(([href, kind]) => attach(doc, href, kind)))),
          ]);
        } catch {
          // The area's own boundary shows a failed load when the page renders.
        }
        ready.add(key);
      })();
      preparing.set(key, promise);
    }
    return promise;
  }

  const onClick = (event: MouseEvent) => {
    if (replaying || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const route = routeTable.find((candidate) => matchPath(candidate.path, link.pathname));
    if (!route || (route.protected && !hasToken())) return;
    const key = `${route.area}/${route.page}`;
    if (ready.has(key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second click while the first waits adds nothing.
    if (held.has(key)) return;
    held.add(key);
    const patience = new Promise<void>((resolve) => setTimeout(resolve, patienceMs));
    void Promise.race([prepare(route.area, route.page), patience]).then(() => {
      // Ready, or out of patience: from now on this page's links go straight through.
      ready.add(key);
      held.delete(key);
      if (!link.isConnected) return;
      replaying = true;
      try {
        link.click();
      } finally {
        replaying = false;
      }
    });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
