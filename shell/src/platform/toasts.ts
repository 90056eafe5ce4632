import type { ToastOptions, ToastPosition, ToastType } from '@platform/shared-ui';
import { create } from 'zustand';

/** Toasts close by themselves after this long (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
}

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export function showToast(
  message: string,
  { type = 'info', position = 'top-right' }: ToastOptions = {},
): void {
  const toast: Toast = { id: nextId++, message, type, position };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}
