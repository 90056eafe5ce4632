import { ApiError, usePlatform, useTypedApi, useLiveEvents, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { placeCard } from './board-order';
import type { TaskCard, TaskStatus } from './task-api';

export type BoardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tasks: TaskCard[] };

/** The project's board (`GET /api/projects/{id}/tasks/`) and moves that show at once and are then saved. */
export function useTaskBoard(projectId: string) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const saving = useRef(Promise.resolve());
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((count) => count + 1), []);
  // A teammate's move, new card or change reloads the board; the cards stay on screen meanwhile.
  useLiveEvents(projectId, ['task', 'review'], reload);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/api/projects/{project_id}/tasks/', {
        path: { project_id: projectId },
        signal: controller.signal,
      })
      .then(({ tasks }) => setState({ status: 'ready', tasks }))
      .catch(() => {
        // A reload that fails (the network gone a moment) keeps the cards on screen; only a first load fails.
        if (!controller.signal.aborted)
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      });
    return () => controller.abort();
  }, [api, projectId, loads]);

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
          .post('/api/tasks/{task_id}/move/', { path: { task_id: taskId }, body: { status, position } })
          .then(({ tasks }) => setState({ status: 'ready', tasks }))
          .catch(async (error: unknown) => {
            toast(error instanceof ApiError ? error.message : 'Failed to move the task.', FORM_ERROR_TOAST);
            // The server's board is the truth after a refused move.
            await api
              .get('/api/projects/{project_id}/tasks/', { path: { project_id: projectId } })
              .then(({ tasks }) => setState({ status: 'ready', tasks }))
              .catch(() => setState({ status: 'error' }));
          }),
      );
    },
    [api, projectId, toast],
  );

  return { state, move, reload };
}
