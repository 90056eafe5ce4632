import { useTypedApi } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import type { UserSuggestion } from './team-api';
import { MIN_SEARCH_LENGTH } from './team-texts';

const DEBOUNCE_MS = 250;

/**
 * Suggestions for the invite's e-mail (`GET /api/search-users?query=`) once 3 characters are typed;
 * a failed search empties the list (the spec's workspace error catalogue).
 */
export function useUserSuggestions(query: string, enabled: boolean): UserSuggestion[] {
  const api = useTypedApi();
  const [found, setFound] = useState<{ query: string; users: UserSuggestion[] }>({ query: '', users: [] });
  const trimmed = query.trim();
  const searching = enabled && trimmed.length >= MIN_SEARCH_LENGTH;

  useEffect(() => {
    if (!searching) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get('/api/search-users', {
          query: { query: trimmed },
          signal: controller.signal,
        })
        .then(({ users }) => setFound({ query: trimmed, users }))
        .catch(() => {
          if (!controller.signal.aborted) setFound({ query: trimmed, users: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, trimmed, searching]);

  return searching && found.query === trimmed ? found.users : [];
}
