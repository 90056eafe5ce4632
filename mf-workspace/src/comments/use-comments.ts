import { isReload, useLiveEvents } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { invalidateThreads, THREADS } from './comments-api';
import type { CommentSubject } from './comments-api';

/** The subject's threads: one query a kind of subject, only the subject's own asking. */
function useThreads({ type, id }: CommentSubject) {
  const task = useApiQuery(
    'get',
    THREADS.task.path,
    { params: { path: { task_id: id } } },
    { enabled: type === 'task' },
  );
  const file = useApiQuery(
    'get',
    THREADS.file.path,
    { params: { path: { file_id: id } } },
    { enabled: type === 'file' },
  );
  const review = useApiQuery(
    'get',
    THREADS.review.path,
    { params: { path: { review_id: id } } },
    { enabled: type === 'review' },
  );
  return type === 'task' ? task : type === 'file' ? file : review;
}

/**
 * A subject's comment threads, asked again when anyone comments on it, edits or deletes a comment there
 * (the live stream's `comment.*` events name the subject in `data.on`). The last answer stays on screen
 * while it reloads, so a comment being typed stays.
 */
export function useComments(projectId: string | null, subject: CommentSubject) {
  const query = useThreads(subject);
  useLiveEvents(projectId, ['comment'], (event) => {
    if (isReload(event)) return void invalidateThreads(subject);
    const on = (event as { data: unknown }).data as { on?: { id?: string } } | null;
    if (on?.on?.id === subject.id) void invalidateThreads(subject);
  });
  return query;
}
