import {
  ApiError,
  Button,
  Form,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  formProblem,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import type { TaskDetail } from './task-api';
import { TaskFilesField } from './task-files-field';
import { blankFields, requiredMessage } from './task-form-rules';
import styles from './task-form.module.css';
import { TaskFields, type TaskFieldValues } from './task-fields';

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
  const [values, setValues] = useState<TaskFieldValues>({
    name: task.name,
    type: task.type,
    description: task.description,
    visibility: task.visibility,
    assignees: task.assignees.map((person) => ({
      id: person.id,
      name: person.name,
      img: person.img,
      role: person.role,
    })),
    linked: task.features.map((feature) => feature.id),
  });
  const { name, type, description, visibility, assignees, linked } = values;
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
            type: type as TaskDetail['type'],
            description: description.trim(),
            visibility: visibility as TaskDetail['visibility'],
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
      <TaskFields
        projectId={projectId}
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      >
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
      </TaskFields>
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
