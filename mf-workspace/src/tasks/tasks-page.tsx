import { Spinner } from '@platform/shared-ui';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { TasksBoard } from './tasks-board';
import { useTaskBoard } from './use-task-board';
import { useTaskPermissions } from './use-task-permissions';
import styles from './tasks-page.module.css';

function ProjectTasks() {
  const { project, root } = useWorkspace();
  const { state, move } = useTaskBoard(project.id);
  const permissions = useTaskPermissions(project.id);
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>Project Tasks</h2>
      {state.status === 'loading' ? <Spinner label="Loading tasks..." /> : null}
      {state.status === 'error' ? <p role="alert">Failed to load tasks.</p> : null}
      {state.status === 'ready' ? (
        <TasksBoard tasks={state.tasks} root={root} permissions={permissions} onMove={move} />
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/tasks (spec part 2 §2.7). */
export default function TasksPage() {
  return (
    <WorkspacePage pageName="tasks" pageTitle="Tasks">
      <ProjectTasks />
    </WorkspacePage>
  );
}
