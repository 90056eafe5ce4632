import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True while React hydrates HTML rendered ahead of time (the prerendered public pages) and in that HTML
 * itself; false in every render made in the browser, so a form opened later is never held back. React
 * keeps what was typed into prerendered inputs but not in the form's state, so a form must not take input
 * before it is alive.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
}
