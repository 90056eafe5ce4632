import { useCallback, useEffect, useState } from 'react';
import {
  usePlatform,
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  type AuthMode,
  type QueryValue,
} from '@platform/shared-ui/core';

export type ApiQuery<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError };

export interface ApiGetOptions {
  auth?: AuthMode;
  query?: Record<string, QueryValue>;
}

/**
 * GETs `path` through the platform's API client when mounted (and on `reload()`), with its loading state.
 * After `reload()` the last answer stays until the new one arrives: a loading state would unmount the page
 * and whatever was being typed on it. Another path or query loads afresh.
 */
export function useApiGet<T>(
  path: string,
  { auth, query }: ApiGetOptions = {},
): ApiQuery<T> & { reload(): void } {
  const { api } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ resource: string; attempt: number; query: ApiQuery<T> } | null>(
    null,
  );
  const queryKey = JSON.stringify(query ?? {});
  const resource = `${path} ${auth ?? ''} ${queryKey}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<T>(path, {
        auth,
        query: JSON.parse(queryKey) as Record<string, QueryValue>,
        signal: controller.signal,
      })
      .then((data) => setResult({ resource, attempt, query: { status: 'success', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, DEFAULT_ERROR_MESSAGE);
        setResult({ resource, attempt, query: { status: 'error', error: apiError } });
      });
    return () => controller.abort();
  }, [api, path, auth, queryKey, resource, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const answered = result?.resource === resource ? result : null;
  const current: ApiQuery<T> =
    answered && (answered.attempt === attempt || answered.query.status === 'success')
      ? answered.query
      : { status: 'loading' };
  return { ...current, reload };
}
