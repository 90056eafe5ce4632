/*
 * The moment the first page of an area is on screen (rendered, not its loading state): until then the
 * shell fetches nothing for later visits, so the first render has the network and the processor to itself.
 */

let resolveShown: () => void = () => undefined;

/** Resolves once `pageShown` has been called. */
export const firstPageShown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/**
 * Called when a page has been committed to the screen: an area's page (remotes/area-page.tsx), its
 * fallback (remotes/area-boundary.tsx) or the not-found page.
 */
export function pageShown(): void {
  resolveShown();
}

/** A safety net for a page that never shows (an area still loading): the rest of the shell comes anyway. */
const LONGEST_WAIT_MS = 5_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function loadedAndWaited(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)));
}

/**
 * The visitor's first press of a pointer or a key. A navigation re-renders the shell's deferred parts,
 * and React hydrates a prerendered part before it updates it: a link followed before the first page
 * showed would wait for them, so they come as soon as the visitor acts.
 */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const acted = () => {
      window.removeEventListener('pointerdown', acted, true);
      window.removeEventListener('keydown', acted, true);
      resolve();
    };
    window.addEventListener('pointerdown', acted, true);
    window.addEventListener('keydown', acted, true);
  });
}

/**
 * When the parts of the shell the first page does not need load (the footer, toasts, the coming-soon
 * notice): the frame after the first page is painted, or at the visitor's first press of a pointer or key
 * if that comes sooner. At once where there is no browser (prerendering).
 */
export const afterFirstPage: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : Promise.race([firstPageShown.then(nextFrame), firstInteraction(), loadedAndWaited()]);
