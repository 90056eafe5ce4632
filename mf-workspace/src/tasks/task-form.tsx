import {
  Button,
  FieldErrorsContext,
  formProblem,
  Input,
  Select,
  TextArea,
  useFieldErrors,
  usePlatform,
} from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AssigneePicker } from './assignee-picker';
import { TaskFilesField } from './task-files-field';
import { TASK_MESSAGES, TASK_TYPES, TASK_VISIBILITIES } from './task-api';
import type { TaskDetail, TeamMember } from './task-api';
import { blankFields, requiredMessage } from './task-form-rules';
import styles from './task-form.module.css';
import { uploadTask } from './upload-task';
import { useProjectFeatures } from './use-project-features';

export interface TaskFormProps {
  projectId: string;
  /** Where the board is, to go back to once the task is created. */
  boardPath: string;
}

const toastAt = { position: 'bottom-right' } as const;

/** Statuses whose message the page shows as the server words it: its checks of the form and access. */
const shownAsSent = [403, 404, 413, 422];

/** The working New Task form (spec part 2 §2.8): checked here, sent as multipart with upload progress. */
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
  const fieldErrors = useFieldErrors();

  const fail = (message: string) => {
    setError(message);
    toast(message, { ...toastAt, type: 'error' });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    const values = { name, type, description, assigneeIds: assignees.map((a) => a.id) };
    const missing = requiredMessage(values);
    if (missing) {
      fieldErrors.showProblem(formProblem(missing, ...blankFields(values)));
      fail(missing);
      return;
    }
    setError(null);
    fieldErrors.clear();
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
    const body = (answer.body ?? {}) as {
      message?: string;
      errors?: Record<string, string>;
      task?: TaskDetail;
    };
    if (answer.status === 201) {
      toast(TASK_MESSAGES.created, { ...toastAt, type: 'success' });
      navigate(boardPath);
    } else if (answer.status === 401) {
      auth.clearToken();
    } else {
      fieldErrors.show(body.errors ?? {});
      fail(shownAsSent.includes(answer.status) && body.message ? body.message : TASK_MESSAGES.failed);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate {...fieldErrors.form}>
      <FieldErrorsContext.Provider value={fieldErrors.errors}>
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
          onError={fail}
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
          <Button type="submit" loading={progress !== null}>
            Create Task
          </Button>
        </div>
      </FieldErrorsContext.Provider>
    </form>
  );
}
