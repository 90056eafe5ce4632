/*
 * The moment the first page of an area is on screen (rendered, not its loading state): until then the
 * shell fetches nothing for later visits, so the first render has the network and the processor to itself.
 */

let resolveShown: () => void = () => undefined;

/** Resolves once `pageShown` has been called. */
export const firstPageShown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/** Called when an area's page has been committed to the screen (remotes/area-page.tsx). */
export function pageShown(): void {
  resolveShown();
}
