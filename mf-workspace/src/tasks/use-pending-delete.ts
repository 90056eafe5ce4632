import { ApiError, FORM_ERROR_TOAST, usePlatform, useTypedApi } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long Undo is offered before the task is deleted for good. */
export const UNDO_MS = 5_000;

export interface DoomedTask {
  id: string;
  name: string;
  version: number;
}

/**
 * A task deleted with Undo (docs/decisions.md, "Deleting a task waits for its Undo"): it leaves the board at
 * once, and the delete is sent only when the Undo time has passed or the page is left. Undo keeps it.
 */
export function usePendingDelete(initial: DoomedTask | null, onGone: () => void) {
  const api = useTypedApi();
  const { toast } = usePlatform();
  const [pending, setPending] = useState<DoomedTask | null>(initial);
  const latest = useRef({ pending, onGone });
  latest.current = { pending, onGone };

  const send = useCallback(
    (task: DoomedTask) =>
      api
        .delete('/api/tasks/{task_id}/', { path: { task_id: task.id }, query: { version: task.version } })
        .then(() => latest.current.onGone())
        .catch((error: unknown) => {
          toast(error instanceof ApiError ? error.message : 'Failed to delete the task.', FORM_ERROR_TOAST);
          latest.current.onGone();
        }),
    [api, toast],
  );

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => {
      setPending(null);
      void send(pending);
    }, UNDO_MS);
    return () => clearTimeout(timer);
  }, [pending, send]);

  // Leaving the page within the Undo time deletes it then.
  useEffect(
    () => () => {
      const left = latest.current.pending;
      if (left) void send(left);
    },
    [send],
  );

  const undo = useCallback(() => setPending(null), []);
  return { pending, undo };
}
