import { useApiQuery } from '@platform/shared-ui/queries';
import type { StatusFilter } from './talent-api';
import { TALENT_PATH } from './talent-api';

/** The pool as the list shows it, searched and filtered on the server. */
export const useTalentPool = (q: string, status: StatusFilter) =>
  useApiQuery('get', TALENT_PATH, { params: { query: { q: q.trim() || undefined, status } } });
