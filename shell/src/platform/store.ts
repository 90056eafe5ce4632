import { useSyncExternalStore } from 'react';

/**
 * A hook to read a part of a store's state, with the store's own functions beside it: the shape of zustand's
 * `create`, for the shell's three small stores (the token, the coming-soon notice, the toasts). zustand came to
 * the home page as a shared module of its own (0.5 KiB gzip before it hydrates, issue #33's 125 KiB); the
 * remotes' stores still use it (shared-ui's project and user details), loaded with the pages that need them.
 */
export interface Store<S> {
  <T>(selector: (state: S) => T): T;
  getState(): S;
  /** Merges `next` (or what it returns for the current state) into the state; the same state changes nothing. */
  setState(next: Partial<S> | ((state: S) => Partial<S> | S)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const getState = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const setState: Store<S>['setState'] = (next) => {
    const partial = typeof next === 'function' ? next(state) : next;
    if (Object.is(partial, state)) return;
    state = { ...state, ...partial };
    listeners.forEach((listener) => listener());
  };
  // As zustand: a page being hydrated reads the initial state, the one its prerendered HTML was made with.
  const useStore = <T>(selector: (state: S) => T): T =>
    useSyncExternalStore(
      subscribe,
      () => selector(state),
      () => selector(initial),
    );
  return Object.assign(useStore, { getState, setState, subscribe });
}
