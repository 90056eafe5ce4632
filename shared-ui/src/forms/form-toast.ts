import { ApiError, DEFAULT_ERROR_MESSAGE } from '@platform/shared-ui/core';
import type { ToastOptions } from '../platform/platform';

/** Where every form's toasts sit: bottom right (the spec's error catalogue). */
export const FORM_TOAST = { position: 'bottom-right' } as const satisfies ToastOptions;
export const FORM_ERROR_TOAST: ToastOptions = { ...FORM_TOAST, type: 'error' };
export const FORM_SUCCESS_TOAST: ToastOptions = { ...FORM_TOAST, type: 'success' };

export interface FailureTexts {
  /** The form's text for a call that never reached the server (the client's own otherwise). */
  networkFailure?: string;
  /** For a failure that is no refused call (default "An error occurred"). */
  fallback?: string;
}

/** What a failed call tells the user: the server's message, or the form's own texts. */
export function failureMessage(
  error: unknown,
  { networkFailure, fallback = DEFAULT_ERROR_MESSAGE }: FailureTexts = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.isNetworkError && networkFailure ? networkFailure : error.message;
}
