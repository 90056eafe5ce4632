import type { ApiQuery } from '@platform/shared-ui';
import { useState } from 'react';

type Reloadable<T> = ApiQuery<T> & { reload(): void };

/**
 * `query` as a page shows it: after its `reload()` the last answer stays on screen until the new one
 * arrives. Its loading state would unmount the page, and with it whatever was being typed there (a meeting's
 * notes while another meeting was marked held, the next comment while a review's thread reloaded). `of`
 * names what was loaded: another review or project shows its loading state as usual.
 */
export function useKeptWhileReloading<T>(query: Reloadable<T>, of: string): Reloadable<T> {
  const [kept, setKept] = useState<{ of: string; data: T } | null>(null);
  if (query.status === 'success' && (kept?.data !== query.data || kept.of !== of)) {
    setKept({ of, data: query.data });
  }
  if (query.status === 'loading' && kept?.of === of) {
    return { status: 'success', data: kept.data, reload: query.reload };
  }
  return query;
}
