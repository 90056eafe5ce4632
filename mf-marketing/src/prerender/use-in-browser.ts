import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a page is rendered to HTML ahead of time and in the render that hydrates it, true in every
 * other render in the browser. What only the browser knows (storage, the history entry's state, which a
 * reload keeps) is read when true, so the first render matches the prerendered HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
