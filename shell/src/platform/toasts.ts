import type { ToastOptions, ToastPosition, ToastType } from '@platform/shared-ui/core';
import { create } from 'zustand';

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

/** An error shown this recently came with the navigation itself (a redirect that reports a failure). */
export const REDIRECT_ERROR_GRACE_MS = 1000;

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Errors describe the page the user was on: they go when the user leaves it (or when things worked).
 * `keepNewerThanMs` spares the errors shown that recently, e.g. one a redirect brought to the next page.
 */
export function dismissErrorToasts(keepNewerThanMs = 0): void {
  const now = Date.now();
  useToastStore.setState((state) => {
    const kept = state.toasts.filter(
      (toast) => toast.type !== 'error' || now - toast.shownAt < keepNewerThanMs,
    );
    return kept.length === state.toasts.length ? state : { toasts: kept };
  });
}

/**
 * Shows a toast. A success clears the errors still shown (the failure they reported is over), and a toast
 * already on screen with the same text and type is not shown twice.
 */
export function showToast(
  message: string,
  { type = 'info', position = 'top-right' }: ToastOptions = {},
): void {
  if (type === 'success') dismissErrorToasts();
  const shown = useToastStore
    .getState()
    .toasts.some((toast) => toast.message === message && toast.type === type && toast.position === position);
  if (shown) return;
  const toast: Toast = { id: nextId++, message, type, position, shownAt: Date.now() };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}
