import { ApiError, usePlatform } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { placeCard } from './board-order';
import type { BoardResponse, TaskCard, TaskStatus } from './task-api';

export type BoardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tasks: TaskCard[] };

/** The project's board (`GET /api/projects/{id}/tasks/`) and moves that show at once and are then saved. */
export function useTaskBoard(projectId: string) {
  const { api, toast } = usePlatform();
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const saving = useRef(Promise.resolve());
  const path = `/api/projects/${encodeURIComponent(projectId)}/tasks/`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<BoardResponse>(path, { signal: controller.signal })
      .then(({ tasks }) => setState({ status: 'ready', tasks }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [api, path]);

  const move = useCallback(
    (taskId: string, status: TaskStatus, position: number) => {
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', tasks: placeCard(current.tasks, taskId, status, position) }
          : current,
      );
      // Moves are saved one after another, in the order the user made them.
      saving.current = saving.current.then(() =>
        api
          .post<BoardResponse>(`/api/tasks/${encodeURIComponent(taskId)}/move/`, { status, position })
          .then(({ tasks }) => setState({ status: 'ready', tasks }))
          .catch(async (error: unknown) => {
            toast(error instanceof ApiError ? error.message : 'Failed to move the task.', { type: 'error' });
            // The server's board is the truth after a refused move.
            await api
              .get<BoardResponse>(path)
              .then(({ tasks }) => setState({ status: 'ready', tasks }))
              .catch(() => setState({ status: 'error' }));
          }),
      );
    },
    [api, path, toast],
  );

  return { state, move };
}
