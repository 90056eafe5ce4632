import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while rendering HTML ahead of time and in the render that hydrates it, true in every other render
 * in the browser: for what the HTML cannot know (today's date, whether this browser holds a session), shown
 * with the browser's value right after hydration, and at once in a page rendered afresh.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
