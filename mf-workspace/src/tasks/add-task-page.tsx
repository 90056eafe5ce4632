import { Spinner } from '@platform/shared-ui';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { TaskForm } from './task-form';
import styles from './tasks-page.module.css';
import { useTaskPermissions } from './use-task-permissions';

export const EDIT_NEEDED = 'You need Edit access to Task & Workflow Management to add tasks.';

function NewTask() {
  const { project, root } = useWorkspace();
  const permissions = useTaskPermissions();
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>New Task</h2>
      {!permissions.known ? <Spinner label="Loading..." /> : null}
      {permissions.known && !permissions.canEdit ? <p role="alert">{EDIT_NEEDED}</p> : null}
      {permissions.canEdit ? <TaskForm projectId={project.id} boardPath={`${root}/tasks`} /> : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/add-new-task and /add-task: the working New Task form (the spec's new task form). */
export default function AddTaskPage() {
  return (
    <WorkspacePage pageName="add-new-task" pageTitle="Add New Task">
      <NewTask />
    </WorkspacePage>
  );
}
