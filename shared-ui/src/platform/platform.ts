import type { ApiClient } from '../http/client';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export type ToastPosition = 'top-right' | 'bottom-right';

export interface ToastOptions {
  /** Default `info`. */
  type?: ToastType;
  /** Default `top-right`; forms use `bottom-right`. */
  position?: ToastPosition;
}

/** The signed-in user's token, kept by the shell as `access_token` in local storage. */
export interface PlatformAuth {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** React hook: the current token, re-rendering when it changes. */
  useToken(): string | null;
}

/** What the shell provides to every remote. */
export interface Platform {
  auth: PlatformAuth;
  /** Opens the global "Coming Soon!" notice. */
  comingSoon(): void;
  /** Shows a toast; it closes by itself after 5000 ms. */
  toast(message: string, options?: ToastOptions): void;
  api: ApiClient;
}

let provided: Platform | null = null;

/** Called by the shell before its first render (and by tests). */
export function providePlatform(impl: Platform): void {
  provided = impl;
}

/** The platform the shell provided; throws when used outside a shell. */
export function platform(): Platform {
  if (!provided) {
    throw new Error('No platform provided: the shell calls providePlatform() before rendering.');
  }
  return provided;
}

/** Hook form of `platform()` for components. */
export function usePlatform(): Platform {
  return platform();
}
