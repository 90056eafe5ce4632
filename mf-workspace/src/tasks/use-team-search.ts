import { useTypedApi } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { TeamMember } from './task-api';

const DEBOUNCE_MS = 250;

/** The project's owner and members matching `query` (`GET /api/search-project-team-members`); empty on errors. */
export function useTeamSearch(projectId: string, query: string, enabled: boolean): TeamMember[] {
  const api = useTypedApi();
  const [results, setResults] = useState<TeamMember[]>([]);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get('/api/search-project-team-members', {
          query: { query: query.trim(), project_id: projectId },
          signal: controller.signal,
        })
        .then(({ users }) => setResults(users))
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, projectId, query, enabled]);

  return enabled ? results : [];
}
