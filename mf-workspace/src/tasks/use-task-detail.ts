import {
  ApiError,
  usePlatform,
  useTypedApi,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
  isReload,
  useLiveEvents,
} from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import type { BoardResponse, TaskDetail, TaskStatus } from './task-api';

export type DetailState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; task: TaskDetail };

/** The newest task of the board, for a detail page opened without a task id. */
const newest = (tasks: BoardResponse['tasks']) =>
  tasks.reduce<BoardResponse['tasks'][number] | null>(
    (latest, task) => (!latest || task.created_at > latest.created_at ? task : latest),
    null,
  );

/**
 * The task of `taskId` (`GET /api/tasks/{id}/`), or the project's most recent one when there is no id,
 * with the detail page's changes: the status button and the timeline.
 */
export function useTaskDetail(projectId: string, taskId: string | null) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  // Someone else's change to the task (a move, a review decided) shows at once.
  const [revision, setRevision] = useState(0);
  useLiveEvents(projectId, ['task', 'review'], (event) => {
    if (
      isReload(event) ||
      !taskId ||
      ('subject' in event && event.subject.id === taskId) ||
      event.kind.startsWith('review')
    )
      setRevision((count) => count + 1);
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      let id = taskId;
      if (!id) {
        const board = await api.get('/api/projects/{project_id}/tasks/', {
          path: { project_id: projectId },
          signal,
        });
        id = newest(board.tasks)?.id ?? null;
      }
      if (!id) return setState({ status: 'none' });
      setState({
        status: 'ready',
        task: await api.get('/api/tasks/{task_id}/', { path: { task_id: id }, signal }),
      });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'error' });
    });
    return () => controller.abort();
  }, [api, projectId, taskId, revision]);

  const task = state.status === 'ready' ? state.task : null;

  const refresh = useCallback(
    async (id: string) =>
      setState({ status: 'ready', task: await api.get('/api/tasks/{task_id}/', { path: { task_id: id } }) }),
    [api],
  );

  const moveTo = useCallback(
    async (status: TaskStatus) => {
      if (!task) return;
      try {
        // The end of the next column, like a card moved there from the board.
        await api.post('/api/tasks/{task_id}/move/', {
          path: { task_id: task.id },
          body: { status, position: 100_000 },
        });
        await refresh(task.id);
        toast(`Moved to ${status}.`, FORM_SUCCESS_TOAST);
      } catch (error) {
        toast(error instanceof ApiError ? error.message : 'Failed to move the task.', FORM_ERROR_TOAST);
      }
    },
    [api, refresh, task, toast],
  );

  /** Saves the timeline and shows the task the server answers; rejects with its refusal (the form shows it). */
  const saveTimeline = useCallback(
    async (startDate: string | null, estimatedCompletion: string | null) => {
      if (!task) return;
      const saved = await api.post('/api/tasks/{task_id}/timeline/', {
        path: { task_id: task.id },
        body: { start_date: startDate, estimated_completion: estimatedCompletion },
      });
      setState({ status: 'ready', task: saved });
    },
    [api, task],
  );

  /** Shows the task as a change answered it (edit, checklist). */
  const show = useCallback((saved: TaskDetail) => setState({ status: 'ready', task: saved }), []);

  return { state, moveTo, saveTimeline, show };
}
