import type { ToastOptions, ToastPosition, ToastType } from '@platform/shared-ui/core';
import { createStore } from './store';

/** Toasts close by themselves after this long (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  /** When it was shown (ms since the epoch). */
  shownAt: number;
}

/** A toast shown this recently came with the navigation itself (a redirect that reports how things went). */
export const NAVIGATION_GRACE_MS = 1000;

/** More than this on screen at once is noise that covers the page: the oldest goes. */
export const MAX_TOASTS_SHOWN = 2;

export const useToastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

function dismissWhere(gone: (toast: Toast) => boolean): void {
  useToastStore.setState((state) => {
    const kept = state.toasts.filter((toast) => !gone(toast));
    return kept.length === state.toasts.length ? state : { toasts: kept };
  });
}

/**
 * A toast speaks of the page the user was on: it goes when the user leaves that page. `keepNewerThanMs`
 * spares those shown that recently, e.g. one a redirect brought to the next page.
 */
export function dismissToastsOfLeftPage(keepNewerThanMs = 0): void {
  const now = Date.now();
  dismissWhere((toast) => now - toast.shownAt >= keepNewerThanMs);
}

/**
 * Shows a toast. A success clears the errors still shown (the failure they reported is over), a toast
 * already on screen with the same text and type is not shown twice, and the oldest goes when more than
 * MAX_TOASTS_SHOWN would be on screen.
 */
export function showToast(
  message: string,
  { type = 'info', position = 'top-right' }: ToastOptions = {},
): void {
  if (type === 'success') dismissWhere((toast) => toast.type === 'error');
  const shown = useToastStore
    .getState()
    .toasts.some((toast) => toast.message === message && toast.type === type && toast.position === position);
  if (shown) return;
  const toast: Toast = { id: nextId++, message, type, position, shownAt: Date.now() };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_TOASTS_SHOWN) }));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}
