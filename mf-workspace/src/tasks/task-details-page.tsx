import {
  Badge,
  Button,
  ButtonLink,
  FORM_ERROR_TOAST,
  formatDay,
  formatMoment,
  Spinner,
  usePlatform,
} from '@platform/shared-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CommentThreads } from '../comments/comment-threads';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { downloadFile } from './download-file';
import { SIGNED_OFF } from './task-api';
import type { TaskDetail } from './task-api';
import { AssigneeAvatars } from './task-card';
import { TaskChecklist } from './task-checklist';
import { TaskEditForm } from './task-edit-form';
import styles from './task-details.module.css';
import { TaskTimeline } from './task-timeline';
import { useTaskDetail } from './use-task-detail';
import { useTaskPermissions } from './use-task-permissions';
import type { TaskPermissions } from './use-task-permissions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function StatusButton({
  task,
  permissions,
  onMove,
}: {
  task: TaskDetail;
  permissions: TaskPermissions;
  onMove: () => void;
}) {
  const next = task.next_status;
  if (!next) return <Badge tone="success">Completed</Badge>;
  if (!permissions.canEdit) return null;
  const needsApprove = SIGNED_OFF.includes(next) || SIGNED_OFF.includes(task.status);
  return (
    <Button
      size="sm"
      onClick={onMove}
      disabled={needsApprove && !permissions.canApprove}
      title={
        needsApprove && !permissions.canApprove
          ? 'You need Approve access to Task & Workflow Management.'
          : undefined
      }
    >
      Move to {next}
    </Button>
  );
}

function TaskDetails() {
  const { project, root } = useWorkspace();
  const { auth, toast } = usePlatform();
  const [params] = useSearchParams();
  const { state, moveTo, saveTimeline, show } = useTaskDetail(project.id, params.get('task'));
  const permissions = useTaskPermissions();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);

  if (state.status === 'loading') return <Spinner label="Loading task..." />;
  if (state.status === 'none') {
    return (
      <div className={styles.empty}>
        <p>No tasks yet.</p>
        <ButtonLink to={`${root}/add-new-task`} variant="secondary" size="sm">
          Add New Task
        </ButtonLink>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return <p role="alert">{state.status === 'missing' ? 'Task not found.' : 'Failed to load the task.'}</p>;
  }
  const { task } = state;

  if (editing) {
    return (
      <article className={styles.page}>
        <h2 className={styles.title}>Edit Task</h2>
        <TaskEditForm
          projectId={project.id}
          task={task}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            show(saved);
            setEditing(false);
          }}
        />
      </article>
    );
  }

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h2 className={styles.title}>{task.name}</h2>
        <Badge tone="info" data-testid="task-status">
          {task.status}
        </Badge>
        <span className={styles.muted}>{task.type}</span>
        <div className={styles.actions}>
          <StatusButton task={task} permissions={permissions} onMove={() => void moveTo(task.next_status!)} />
          {permissions.canEdit ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit Task
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  navigate(`${root}/tasks`, {
                    state: { deleteTask: { id: task.id, name: task.name, version: task.version } },
                  })
                }
              >
                Delete Task
              </Button>
            </>
          ) : null}
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <Section title="Description">
            <p className={styles.description}>{task.description}</p>
          </Section>
          <Section title="Checklist">
            <TaskChecklist task={task} canEdit={permissions.canEdit} onChanged={show} />
          </Section>
          <Section title="Comments">
            <CommentThreads projectId={project.id} subject={{ type: 'task', id: task.id }} canComment />
          </Section>
          <Section title="Files & Attachments">
            {task.attachments.length === 0 ? <p className={styles.muted}>No files attached.</p> : null}
            <ul className={styles.list}>
              {task.attachments.map((file) => (
                <li key={file.id} className={styles.fileRow}>
                  <span>
                    {file.name} <span className={styles.muted}>{formatMoment(file.uploaded_at)}</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Download ${file.name}`}
                    onClick={() =>
                      void downloadFile(file.url, file.name, auth.getToken()).catch((error: Error) =>
                        toast(error.message, FORM_ERROR_TOAST),
                      )
                    }
                  >
                    Download
                  </Button>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Task History">
            <ol className={styles.history}>
              {task.history.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.created_at} className={styles.muted}>
                    {formatMoment(entry.created_at)}
                  </time>
                  <span>
                    <strong>{entry.actor?.name ?? 'A former member'}</strong> {entry.text}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <div className={styles.sideColumn}>
          <Section title="Assigned To">
            <ul className={styles.list}>
              {task.assignees.map((person) => (
                <li key={person.id} className={styles.person}>
                  <AssigneeAvatars people={[person]} />
                  <span>
                    {person.name} <span className={styles.muted}>{person.role}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Timeline">
            <TaskTimeline
              key={`${task.start_date}-${task.estimated_completion}`}
              startDate={task.start_date}
              estimatedCompletion={task.estimated_completion}
              canEdit={permissions.canEdit}
              onSave={saveTimeline}
            />
          </Section>
          <Section title="Linked Items">
            <ul className={styles.list}>
              <li>
                <span className={styles.muted}>Project</span> {project.name}
              </li>
              {task.features.map((feature) => (
                <li key={feature.id}>
                  <span className={styles.muted}>Feature</span> {feature.name}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Next Steps">
            {task.next_steps.length === 0 ? (
              <p className={styles.muted}>Nothing left: the task is done.</p>
            ) : null}
            <ul className={styles.list}>
              {task.next_steps.map((step) => (
                <li key={step.label}>
                  {step.label}{' '}
                  {step.date ? <span className={styles.muted}>{formatDay(step.date)}</span> : null}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </article>
  );
}

/** /project/workspace/{id}/{name}/task-details?task={id} (the spec's task detail screen), real instead of the sample. */
export default function TaskDetailsPage() {
  return (
    <WorkspacePage pageName="task-details" pageTitle="Task Details">
      <TaskDetails />
    </WorkspacePage>
  );
}
