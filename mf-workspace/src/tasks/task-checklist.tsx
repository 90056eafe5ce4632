import { ApiError, Button, FORM_ERROR_TOAST, Input, usePlatform, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import type { TaskDetail } from './task-api';
import styles from './task-details.module.css';

export interface TaskChecklistProps {
  task: TaskDetail;
  canEdit: boolean;
  /** The task as the server answered the change. */
  onChanged: (task: TaskDetail) => void;
}

/** The task's sub-steps: ticked off, added and removed by those who may edit tasks; read by the rest. */
export function TaskChecklist({ task, canEdit, onChanged }: TaskChecklistProps) {
  const api = useTypedApi();
  const { toast } = usePlatform();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(call: () => Promise<{ task: TaskDetail }>) {
    setBusy(true);
    try {
      onChanged((await call()).task);
      return true;
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Failed to save the checklist.', FORM_ERROR_TOAST);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const path = { task_id: task.id };
  const done = task.checklist.filter((step) => step.done).length;
  return (
    <div className={styles.checklist}>
      {task.checklist.length > 0 ? (
        <p className={styles.muted}>
          {done} of {task.checklist.length} done
        </p>
      ) : (
        <p className={styles.muted}>No steps yet.</p>
      )}
      <ul className={styles.list}>
        {task.checklist.map((step) => (
          <li key={step.id} className={styles.step}>
            <label>
              <input
                type="checkbox"
                checked={step.done}
                disabled={!canEdit || busy}
                onChange={(event) =>
                  void change(() =>
                    api.patch('/api/tasks/{task_id}/checklist/{item_id}/', {
                      path: { ...path, item_id: step.id },
                      body: { done: event.target.checked },
                    }),
                  )
                }
              />{' '}
              {step.text}
            </label>
            {canEdit ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove step ${step.text}`}
                disabled={busy}
                onClick={() =>
                  void change(() =>
                    api.delete('/api/tasks/{task_id}/checklist/{item_id}/', {
                      path: { ...path, item_id: step.id },
                    }),
                  )
                }
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className={styles.stepForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            void change(() => api.post('/api/tasks/{task_id}/checklist/', { path, body: { text } })).then(
              (saved) => saved && setText(''),
            );
          }}
        >
          <Input
            label="New step"
            value={text}
            maxLength={300}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" loading={busy} disabled={!text.trim()}>
            Add Step
          </Button>
        </form>
      ) : null}
    </div>
  );
}
