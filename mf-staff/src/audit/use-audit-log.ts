import { ApiError, DEFAULT_ERROR_MESSAGE, useTypedApi, type ApiQuery } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry, AuditLog } from '../common/staff-api';

export interface AuditFilter {
  q: string;
  action: string;
}

interface Pages {
  entries: AuditEntry[];
  nextBefore: string | null;
  actions: string[];
}

/**
 * The audit log for a search, newest first; `more()` adds the next older page. A new search starts over,
 * and an answer to an older search is dropped.
 */
export function useAuditLog(filter: AuditFilter) {
  const api = useTypedApi();
  const [state, setState] = useState<{ key: string; query: ApiQuery<Pages> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${filter.q}\n${filter.action}\n${attempt}`;

  const fetchPage = useCallback(
    (before: string | undefined, signal?: AbortSignal): Promise<AuditLog> =>
      api.get('/api/staff/audit-log/', {
        query: { q: filter.q || undefined, action: filter.action || undefined, before },
        signal,
      }),
    [api, filter.q, filter.action],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(undefined, controller.signal)
      .then((page) =>
        setState({
          key,
          query: {
            status: 'success',
            data: { entries: page.entries, nextBefore: page.next_before, actions: page.actions },
          },
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, DEFAULT_ERROR_MESSAGE);
        setState({ key, query: { status: 'error', error: failure } });
      });
    return () => controller.abort();
  }, [fetchPage, key]);

  const query: ApiQuery<Pages> = state?.key === key ? state.query : { status: 'loading' };
  const more = useCallback(async () => {
    if (query.status !== 'success' || !query.data.nextBefore) return;
    const page = await fetchPage(query.data.nextBefore);
    setState({
      key,
      query: {
        status: 'success',
        data: {
          ...query.data,
          entries: [...query.data.entries, ...page.entries],
          nextBefore: page.next_before,
        },
      },
    });
  }, [fetchPage, key, query]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { query: { ...query, reload }, more };
}
