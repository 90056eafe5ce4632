import type { ApiPath } from '../http/typed-api';
import { useLiveEvents } from './use-live-events';

/**
 * Feeds the live event stream to the query cache: each change of `kinds` in the project (every project with
 * null; nothing while `undefined`) marks these GET paths stale, so what is on screen asks again. The cache's
 * entry is loaded at the first event, not with this one: a page that takes only forms from the full entry loads
 * no query library (a page whose reads are in the cache has it loaded already, so the import is at once).
 */
export function useLiveInvalidation(
  projectId: string | null | undefined,
  kinds: readonly string[],
  pathsToRefresh: readonly ApiPath<'get'>[],
  params?: object,
): void {
  useLiveEvents(projectId, kinds, () => {
    void import('@platform/shared-ui/queries').then(({ invalidateApi }) =>
      invalidateApi(pathsToRefresh, params),
    );
  });
}
