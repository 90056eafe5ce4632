import { ApiError, DEFAULT_ERROR_MESSAGE, type ToastOptions } from '@platform/shared-ui';

/** Forms show their errors bottom-right (spec part 1 §8). */
export const formError: ToastOptions = { type: 'error', position: 'bottom-right' };
export const formSuccess: ToastOptions = { type: 'success', position: 'bottom-right' };

/** The server's message for a failed call, or `fallback` when there is none (spec: "An error occurred"). */
export function failureMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof ApiError ? error.message : fallback;
}
