import { ApiError, DEFAULT_ERROR_MESSAGE } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

/**
 * Runs `load` when mounted, when `key` changes and on `reload()`, with its loading and error states.
 * `key` names what is loaded (an id), so that a new one starts over instead of showing the old data.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: Loaded<T> } | null>(null);
  const current = `${key} ${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setResult({ key: current, state: { status: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, DEFAULT_ERROR_MESSAGE);
        setResult({ key: current, state: { status: 'error', error: apiError } });
      });
    return () => controller.abort();
    // `load` is a new closure each render; what it loads is named by `key`.
  }, [current]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  /** Puts an answer in place without a new request (the server's answer to a change). */
  const replace = useCallback(
    (data: T) => setResult({ key: current, state: { status: 'ready', data } }),
    [current],
  );
  const state: Loaded<T> = result?.key === current ? result.state : { status: 'loading' };
  return { state, reload, replace };
}
