import type { ApiPath } from '../http/typed-api';
import { useLiveEvents } from './use-live-events';
import { invalidateApi } from '@platform/shared-ui/queries';

/**
 * Feeds the live event stream to the query cache: each change of `kinds` in the project (every project with
 * null; nothing while `undefined`) marks these GET paths stale, so what is on screen asks again.
 */
export function useLiveInvalidation(
  projectId: string | null | undefined,
  kinds: readonly string[],
  pathsToRefresh: readonly ApiPath<'get'>[],
  params?: object,
): void {
  useLiveEvents(projectId, kinds, () => void invalidateApi(pathsToRefresh, params));
}
