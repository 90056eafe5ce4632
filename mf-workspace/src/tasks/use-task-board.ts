import { ApiError, usePlatform, useTypedApi, useLiveEvents, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepUnchanged, placeCard } from './board-order';
import type { TaskCard, TaskStatus } from './task-api';

/** How long after a move is sent its own live event is expected (the event goes at the move's commit). */
const OWN_MOVE_MS = 10_000;

export type BoardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; tasks: TaskCard[] };

/** The project's board (`GET /api/projects/{id}/tasks/`) and moves that show at once and are then saved. */
export function useTaskBoard(projectId: string) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const saving = useRef(Promise.resolve());
  const [loads, setLoads] = useState(0);
  // The server's board replaces the one shown card by card: unchanged cards are not drawn again.
  const show = useCallback(
    (tasks: TaskCard[]) =>
      setState((current) => {
        if (current.status !== 'ready') return { status: 'ready', tasks };
        const kept = keepUnchanged(current.tasks, tasks);
        return kept === current.tasks ? current : { status: 'ready', tasks: kept };
      }),
    [],
  );
  const reload = useCallback(() => setLoads((count) => count + 1), []);
  // Moves this tab sent, by task, with when: the move's answer is the board after it, so the live event of the
  // same move need not fetch the whole board again (700 KB on 2,000 cards, docs/decisions.md "Big projects").
  // Each event is passed over once per move sent; one not heard within OWN_MOVE_MS stops counting.
  const ownMoves = useRef(new Map<string, number[]>());
  // A teammate's move, new card or change reloads the board; the cards stay on screen meanwhile.
  useLiveEvents(projectId, ['task', 'review'], (message) => {
    const taskId = 'subject' in message && message.kind === 'task.moved' ? message.subject.id : null;
    const sent = taskId === null ? undefined : ownMoves.current.get(taskId);
    const fresh = sent?.filter((at) => Date.now() - at < OWN_MOVE_MS) ?? [];
    if (taskId && fresh.length > 0) ownMoves.current.set(taskId, fresh.slice(1));
    else reload();
  });

  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/api/projects/{project_id}/tasks/', {
        path: { project_id: projectId },
        signal: controller.signal,
      })
      .then(({ tasks }) => show(tasks))
      .catch(() => {
        // A reload that fails (the network gone a moment) keeps the cards on screen; only a first load fails.
        if (!controller.signal.aborted)
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      });
    return () => controller.abort();
  }, [api, projectId, loads, show]);

  const move = useCallback(
    (taskId: string, status: TaskStatus, position: number) => {
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', tasks: placeCard(current.tasks, taskId, status, position) }
          : current,
      );
      // Moves are saved one after another, in the order the user made them.
      saving.current = saving.current.then(() => {
        // Noted before sending: the move's event may come before its answer.
        const sentAt = Date.now();
        ownMoves.current.set(taskId, [...(ownMoves.current.get(taskId) ?? []), sentAt]);
        return api
          .post('/api/tasks/{task_id}/move/', { path: { task_id: taskId }, body: { status, position } })
          .then(({ tasks }) => show(tasks))
          .catch(async (error: unknown) => {
            const left = ownMoves.current.get(taskId)?.filter((at) => at !== sentAt) ?? [];
            ownMoves.current.set(taskId, left);
            toast(error instanceof ApiError ? error.message : 'Failed to move the task.', FORM_ERROR_TOAST);
            // The server's board is the truth after a refused move.
            await api
              .get('/api/projects/{project_id}/tasks/', { path: { project_id: projectId } })
              .then(({ tasks }) => show(tasks))
              .catch(() => setState({ status: 'error' }));
          });
      });
    },
    [api, projectId, toast, show],
  );

  return { state, move, reload };
}
