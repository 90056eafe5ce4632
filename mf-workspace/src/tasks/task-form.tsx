import { TASK_VISIBILITIES } from '@platform/contract';
import {
  type ApiSchemas,
  ApiError,
  Button,
  Form,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  formProblem,
  usePlatform,
  useSubmit,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TaskFilesField } from './task-files-field';
import { TASK_MESSAGES } from './task-api';
import { TaskFields, type TaskFieldValues } from './task-fields';
import { blankFields, requiredMessage } from './task-form-rules';
import styles from './task-form.module.css';
import { uploadTask } from './upload-task';

export interface TaskFormProps {
  projectId: string;
  /** Where the board is, to go back to once the task is created. */
  boardPath: string;
}

/** Statuses whose message the page shows as the server words it: its checks of the form and access. */
const shownAsSent = [403, 404, 413, 422];

/**
 * The working New Task form (the spec's new task form): checked here, sent as multipart with upload progress
 * through the one submit flow (`useSubmit`). Besides the toast, the form repeats its last error above the
 * button, where the user is looking.
 */
export function TaskForm({ projectId, boardPath }: TaskFormProps) {
  const { auth, toast } = usePlatform();
  const navigate = useNavigate();
  const [values, setValues] = useState<TaskFieldValues>({
    name: '',
    type: '',
    description: '',
    visibility: TASK_VISIBILITIES[0],
    assignees: [],
    linked: [],
  });
  const { name, type, description, visibility, assignees, linked } = values;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The page moves on to the board after a success.
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });

  const refuseFiles = (message: string) => {
    setError(message);
    toast(message, FORM_ERROR_TOAST);
  };

  /** True once created; a refusal rejects with the server's field errors and the message to show. */
  async function upload(): Promise<boolean> {
    const form = new FormData();
    form.append('name', name.trim());
    form.append('type', type);
    form.append('description', description.trim());
    form.append('project_id', projectId);
    form.append('visibility', visibility);
    form.append('assignees', JSON.stringify(assignees.map((person) => person.id)));
    form.append('features', JSON.stringify(linked));
    for (const file of files) form.append('attachments', file);
    setProgress(0);
    const answer = await uploadTask(form, auth.getToken(), setProgress);
    setProgress(null);
    if (answer.status === 201) return true;
    // The session ended: the shell takes the user to /login.
    if (answer.status === 401) {
      auth.clearToken();
      return false;
    }
    const body = (answer.body ?? {}) as Partial<ApiSchemas['schemas']['Error']>;
    const message = shownAsSent.includes(answer.status) && body.message ? body.message : TASK_MESSAGES.failed;
    setError(message);
    throw new ApiError(answer.status, message, body.errors);
  }

  async function create() {
    const values = { name, type, description, assigneeIds: assignees.map((a) => a.id) };
    const missing = requiredMessage(values);
    setError(missing);
    const created = await submit(missing ? formProblem(missing, ...blankFields(values)) : null, upload);
    if (!created) return;
    toast(TASK_MESSAGES.created, FORM_SUCCESS_TOAST);
    navigate(boardPath);
  }

  return (
    <Form className={styles.form} onSubmit={() => void create()} fieldErrors={fieldErrors}>
      <TaskFields
        projectId={projectId}
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        placeholders={{ name: 'File name', type: 'Select a type' }}
      >
        <TaskFilesField
          files={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setError(null);
          }}
          onError={refuseFiles}
        />
      </TaskFields>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {progress !== null ? (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label="Upload progress" />
          <span>Uploading {progress}%</span>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Create Task
        </Button>
      </div>
    </Form>
  );
}
