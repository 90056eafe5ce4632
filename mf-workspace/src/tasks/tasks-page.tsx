import { Button, Spinner } from '@platform/shared-ui';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { TasksBoard } from './tasks-board';
import { usePendingDelete } from './use-pending-delete';
import type { DoomedTask } from './use-pending-delete';
import { useTaskBoard } from './use-task-board';
import { useTaskPermissions } from './use-task-permissions';
import styles from './tasks-page.module.css';

function ProjectTasks() {
  const { project, root, assistantChanges } = useWorkspace();
  const { state, move, reload } = useTaskBoard(project.id);
  // A task the page assistant made or moved shows at once, without waiting for the live stream.
  useEffect(() => {
    if (assistantChanges > 0) reload();
  }, [assistantChanges, reload]);
  const permissions = useTaskPermissions();
  // The task details page's Delete comes here with the task, to offer its Undo on the board.
  const location = useLocation();
  const navigate = useNavigate();
  const deleted = (location.state as { deleteTask?: DoomedTask } | null)?.deleteTask ?? null;
  const { pending, undo } = usePendingDelete(deleted, reload);
  // Once taken, the deletion leaves the history entry, so going back or reloading does not offer it again.
  useEffect(() => {
    if (deleted) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [deleted, location.pathname, location.search, navigate]);
  const pendingId = pending?.id;
  // The same array while the board is unchanged, so the board's cards are not drawn again.
  const shown = useMemo(
    () => (state.status === 'ready' ? state.tasks.filter((task) => task.id !== pendingId) : []),
    [state, pendingId],
  );
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>Project Tasks</h2>
      {pending ? (
        <div className={styles.undo} role="status">
          <span>Task deleted: {pending.name}.</span>
          <Button size="sm" variant="secondary" onClick={undo}>
            Undo
          </Button>
        </div>
      ) : null}
      {state.status === 'loading' ? <Spinner label="Loading tasks..." /> : null}
      {state.status === 'error' ? <p role="alert">Failed to load tasks.</p> : null}
      {state.status === 'ready' ? (
        <TasksBoard tasks={shown} root={root} permissions={permissions} onMove={move} />
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/tasks (the spec's tasks board). */
export default function TasksPage() {
  return (
    <WorkspacePage pageName="tasks" pageTitle="Project Tasks">
      <ProjectTasks />
    </WorkspacePage>
  );
}
