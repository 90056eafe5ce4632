import { TASK_TYPES, TASK_VISIBILITIES } from '@platform/contract';
import {
  ApiError,
  Button,
  Form,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  formProblem,
  Input,
  Select,
  TextArea,
  usePlatform,
  useSubmit,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AssigneePicker } from './assignee-picker';
import { TaskFilesField } from './task-files-field';
import { TASK_MESSAGES } from './task-api';
import type { TeamMember } from './task-api';
import { blankFields, requiredMessage } from './task-form-rules';
import styles from './task-form.module.css';
import { uploadTask } from './upload-task';
import { useProjectFeatures } from './use-project-features';

export interface TaskFormProps {
  projectId: string;
  /** Where the board is, to go back to once the task is created. */
  boardPath: string;
}

/** Statuses whose message the page shows as the server words it: its checks of the form and access. */
const shownAsSent = [403, 404, 413, 422];

/**
 * The working New Task form (spec part 2 §2.8): checked here, sent as multipart with upload progress
 * through the one submit flow (`useSubmit`). Besides the toast, the form repeats its last error above the
 * button, where the user is looking.
 */
export function TaskForm({ projectId, boardPath }: TaskFormProps) {
  const { auth, toast } = usePlatform();
  const navigate = useNavigate();
  const features = useProjectFeatures(projectId);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<string>(TASK_VISIBILITIES[0]);
  const [assignees, setAssignees] = useState<TeamMember[]>([]);
  const [linked, setLinked] = useState<string[]>([]);
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
    const body = (answer.body ?? {}) as { message?: string; errors?: Record<string, string> };
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
      <div className={styles.grid}>
        <Input
          label="Task Title"
          name="name"
          placeholder="File name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Select
          label="Task Type"
          name="type"
          placeholder="Select a type"
          options={TASK_TYPES}
          value={type}
          onChange={(e) => setType(e.target.value)}
        />
      </div>
      <TextArea
        label="Task Description"
        name="description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        rows={5}
      />

      <TaskFilesField
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setError(null);
        }}
        onError={refuseFiles}
      />

      <fieldset className={styles.card}>
        <legend className={styles.cardLabel}>Linked To</legend>
        {features === null ? <p className={styles.muted}>Loading features...</p> : null}
        {features?.length === 0 ? (
          <p className={styles.muted}>This project has no features to link yet.</p>
        ) : null}
        {features?.map((feature) => (
          <label key={feature.feature_id} className={styles.check}>
            <input
              type="checkbox"
              checked={linked.includes(feature.feature_id)}
              onChange={(event) =>
                setLinked(
                  event.target.checked
                    ? [...linked, feature.feature_id]
                    : linked.filter((id) => id !== feature.feature_id),
                )
              }
            />
            {feature.feature_name}
          </label>
        ))}
      </fieldset>

      <div className={styles.grid}>
        <Select
          label="Visibility"
          options={TASK_VISIBILITIES}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value)}
        />
        <AssigneePicker projectId={projectId} chosen={assignees} onChange={setAssignees} />
      </div>

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
