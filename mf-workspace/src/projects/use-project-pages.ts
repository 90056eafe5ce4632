import { ApiError, useTypedApi } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectListItem } from './project-api';
import type { TypeFilter } from './project-display';

export interface ProjectPages {
  status: 'loading' | 'ready' | 'error';
  projects: ProjectListItem[];
  /** True until a page comes back shorter than the page size. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Takes a deleted (or archived, or unarchived) project off the list. */
  forget(projectId: string): void;
}

/**
 * The user's projects, a page at a time (`?after=` the last one shown), for the given quick filter. A 401
 * sends the user to the home page (the spec's calls table); other failures are logged and shown with a retry.
 */
export function useProjectPages(
  pageSize: number,
  filter: TypeFilter | null,
  archived = false,
  completed = false,
): ProjectPages {
  const api = useTypedApi();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ProjectPages, 'loadMore' | 'reload' | 'forget'>>({
    status: 'loading',
    projects: [],
    hasMore: false,
    loadingMore: false,
  });
  // The list being built; a filter change or reload starts a new one and answers for the old are dropped.
  const listKey = `${filter?.query ?? ''} ${archived} ${completed} ${attempt}`;
  const currentKey = useRef(listKey);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (after: string | null, key: string, signal?: AbortSignal) => {
      busy.current = true;
      try {
        const page = await api.get('/api/all_projects/', {
          query: {
            limit: pageSize,
            after: after ?? undefined,
            type: filter?.query,
            status: completed ? 'completed' : undefined,
            archived: archived ? 'true' : undefined,
          },
          signal,
        });
        if (currentKey.current !== key) return;
        setState((current) => ({
          status: 'ready',
          projects: after ? [...current.projects, ...page] : page,
          hasMore: page.length === pageSize,
          loadingMore: false,
        }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          navigate('/', { replace: true });
          return;
        }
        if (signal?.aborted || currentKey.current !== key) return;
        console.error('Could not load projects', error);
        setState((current) => ({ ...current, status: after ? current.status : 'error', loadingMore: false }));
      } finally {
        busy.current = false;
      }
    },
    [api, navigate, pageSize, filter, archived, completed],
  );

  useEffect(() => {
    const controller = new AbortController();
    currentKey.current = listKey;
    setState({ status: 'loading', projects: [], hasMore: false, loadingMore: false });
    void fetchPage(null, listKey, controller.signal);
    return () => controller.abort();
  }, [fetchPage, listKey]);

  const last = state.projects.at(-1);
  const loadMore = useCallback(() => {
    if (busy.current || !state.hasMore || !last) return;
    setState((current) => ({ ...current, loadingMore: true }));
    void fetchPage(last.id, listKey);
  }, [fetchPage, listKey, last, state.hasMore]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const forget = useCallback((projectId: string) => {
    setState((current) => ({
      ...current,
      projects: current.projects.filter((project) => project.id !== projectId),
    }));
  }, []);
  return { ...state, loadMore, reload, forget };
}
