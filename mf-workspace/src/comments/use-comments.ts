import { isReload, useApiGet, useLiveEvents } from '@platform/shared-ui';
import { threadsPath } from './comments-api';
import type { CommentSubject, CommentThreads } from './comments-api';

/**
 * A subject's comment threads, reloaded when anyone comments on it, edits or deletes a comment there
 * (the live stream's `comment.*` events name the subject in `data.on`). The last answer stays on screen
 * while it reloads, so a comment being typed stays.
 */
export function useComments(projectId: string | null, subject: CommentSubject) {
  const query = useApiGet<CommentThreads>(threadsPath(subject));
  const { reload } = query;
  useLiveEvents(projectId, ['comment'], (event) => {
    if (isReload(event)) return reload();
    const on = (event as { data: unknown }).data as { on?: { id?: string } } | null;
    if (on?.on?.id === subject.id) reload();
  });
  return query;
}
