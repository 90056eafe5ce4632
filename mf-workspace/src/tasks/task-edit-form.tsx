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
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { AssigneePicker } from './assignee-picker';
import type { TaskDetail, TeamMember } from './task-api';
import { TaskFilesField } from './task-files-field';
import { blankFields, requiredMessage } from './task-form-rules';
import styles from './task-form.module.css';
import { useProjectFeatures } from './use-project-features';

export interface TaskEditFormProps {
  projectId: string;
  task: TaskDetail;
  /** The task as the server saved it. */
  onSaved: (task: TaskDetail) => void;
  onCancel: () => void;
}

/**
 * Edit Task: every field the New Task form sets, with the task's files to keep, drop or add. It sends the
 * version it was opened with, so a change someone made meanwhile is refused (409) instead of overwritten.
 */
export function TaskEditForm({ projectId, task, onSaved, onCancel }: TaskEditFormProps) {
  const api = useTypedApi();
  const { toast } = usePlatform();
  const features = useProjectFeatures(projectId);
  const [name, setName] = useState(task.name);
  const [type, setType] = useState<TaskDetail['type']>(task.type);
  const [description, setDescription] = useState(task.description);
  const [visibility, setVisibility] = useState<TaskDetail['visibility']>(task.visibility);
  const [assignees, setAssignees] = useState<TeamMember[]>(
    task.assignees.map((person) => ({
      id: person.id,
      name: person.name,
      img: person.img,
      role: person.role,
    })),
  );
  const [linked, setLinked] = useState<string[]>(task.features.map((feature) => feature.id));
  const [dropped, setDropped] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { submitting, submit, fieldErrors } = useSubmit();

  async function save(): Promise<TaskDetail> {
    try {
      let saved = (
        await api.patch('/api/tasks/{task_id}/', {
          path: { task_id: task.id },
          body: {
            version: task.version,
            name: name.trim(),
            type,
            description: description.trim(),
            visibility,
            assignees: assignees.map((person) => person.id),
            features: linked,
            remove_attachments: dropped,
          },
        })
      ).task;
      if (files.length > 0) {
        const form = new FormData();
        form.append('version', String(saved.version));
        for (const file of files) form.append('attachments', file);
        saved = (
          await api.post('/api/tasks/{task_id}/attachments/', { path: { task_id: task.id }, body: form })
        ).task;
      }
      return saved;
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      throw failure;
    }
  }

  async function onSubmit() {
    const values = { name, type, description, assigneeIds: assignees.map((person) => person.id) };
    const missing = requiredMessage(values);
    setError(missing);
    const saved = await submit(missing ? formProblem(missing, ...blankFields(values)) : null, save);
    if (!saved) return;
    toast('Task updated.', FORM_SUCCESS_TOAST);
    onSaved(saved);
  }

  return (
    <Form
      className={styles.form}
      onSubmit={() => void onSubmit()}
      fieldErrors={fieldErrors}
      aria-label="Edit Task"
    >
      <div className={styles.grid}>
        <Input label="Task Title" name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Select
          label="Task Type"
          name="type"
          options={TASK_TYPES}
          value={type}
          onChange={(e) => setType(e.target.value as TaskDetail['type'])}
        />
      </div>
      <TextArea
        label="Task Description"
        name="description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        rows={5}
      />
      {task.attachments.length > 0 ? (
        <fieldset className={styles.card}>
          <legend className={styles.cardLabel}>Files to keep</legend>
          {task.attachments.map((file) => (
            <label key={file.id} className={styles.check}>
              <input
                type="checkbox"
                checked={!dropped.includes(file.id)}
                onChange={(event) =>
                  setDropped(
                    event.target.checked ? dropped.filter((id) => id !== file.id) : [...dropped, file.id],
                  )
                }
              />
              {file.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TaskFilesField
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setError(null);
        }}
        onError={(message) => {
          setError(message);
          toast(message, FORM_ERROR_TOAST);
        }}
      />
      <fieldset className={styles.card}>
        <legend className={styles.cardLabel}>Linked To</legend>
        {features === null ? <p className={styles.muted}>Loading features...</p> : null}
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
          onChange={(e) => setVisibility(e.target.value as TaskDetail['visibility'])}
        />
        <AssigneePicker projectId={projectId} chosen={assignees} onChange={setAssignees} />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          Save Changes
        </Button>
      </div>
    </Form>
  );
}
