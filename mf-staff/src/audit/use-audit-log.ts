import { useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useMemo, useState } from 'react';
import type { AuditEntry, AuditLog } from '../common/staff-api';

const AUDIT_LOG_PATH = '/api/staff/audit-log/';

export interface AuditFilter {
  q: string;
  action: string;
}

/** The older pages `more()` added after the first page they followed. */
interface OlderPages {
  after: AuditLog;
  entries: AuditEntry[];
  nextBefore: string | null;
}

/**
 * The audit log for a search, newest first; `more()` adds the next older page. A new search (or a new answer
 * to this one) starts over, and an older page asked for an earlier search is dropped.
 */
export function useAuditLog(filter: AuditFilter) {
  const api = useTypedApi();
  const search = { q: filter.q || undefined, action: filter.action || undefined };
  const first = useApiQuery('get', AUDIT_LOG_PATH, { params: { query: search } });
  const [older, setOlder] = useState<OlderPages | null>(null);
  const shown = first.data;
  const added = older && older.after === shown ? older : null;
  const nextBefore = added ? added.nextBefore : (shown?.next_before ?? null);

  const data = useMemo(
    () =>
      shown && {
        entries: added ? [...shown.entries, ...added.entries] : shown.entries,
        nextBefore: added ? added.nextBefore : shown.next_before,
        actions: shown.actions,
      },
    [shown, added],
  );

  const more = async () => {
    if (!shown || !nextBefore) return;
    const page = await api.get(AUDIT_LOG_PATH, { query: { ...search, before: nextBefore } });
    setOlder((current) => ({
      after: shown,
      entries: [...(current?.after === shown ? current.entries : []), ...page.entries],
      nextBefore: page.next_before,
    }));
  };

  return {
    query: { data, error: first.error, isFetching: first.isFetching, refetch: first.refetch },
    more,
  };
}
