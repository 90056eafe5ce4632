import { useApiGet } from '@platform/shared-ui';
import type { StaffTalentList, StatusFilter } from './talent-api';
import { TALENT_PATH } from './talent-api';

/** The pool as the list shows it, searched and filtered on the server. */
export const useTalentPool = (q: string, status: StatusFilter) =>
  useApiGet<StaffTalentList>(TALENT_PATH, { query: { q: q.trim() || undefined, status } });
