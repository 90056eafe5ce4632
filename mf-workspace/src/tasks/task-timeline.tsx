import { Button, Input } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatDay } from './task-dates';
import styles from './task-details.module.css';

export interface TaskTimelineProps {
  startDate: string | null;
  estimatedCompletion: string | null;
  canEdit: boolean;
  onSave: (startDate: string | null, estimatedCompletion: string | null) => Promise<boolean>;
}

export const TIMELINE_ORDER = 'The estimated completion cannot be before the start date.';

/** Start and estimated completion, editable by those who may edit tasks. */
export function TaskTimeline({ startDate, estimatedCompletion, canEdit, onSave }: TaskTimelineProps) {
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(startDate ?? '');
  const [due, setDue] = useState(estimatedCompletion ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (start && due && due < start) {
      setError(TIMELINE_ORDER);
      return;
    }
    setSaving(true);
    const saved = await onSave(start || null, due || null);
    setSaving(false);
    if (saved) {
      setError(null);
      setEditing(false);
    }
  }

  if (!editing) {
    return (
      <>
        <dl className={styles.timeline}>
          <div>
            <dt>Start</dt>
            <dd>{formatDay(startDate) ?? 'Not set'}</dd>
          </div>
          <div>
            <dt>Estimated completion</dt>
            <dd>{formatDay(estimatedCompletion) ?? 'Not set'}</dd>
          </div>
        </dl>
        {canEdit ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStart(startDate ?? '');
              setDue(estimatedCompletion ?? '');
              setEditing(true);
            }}
          >
            Edit timeline
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <form className={styles.timelineForm} onSubmit={(event) => void save(event)} noValidate>
      <Input label="Start" type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      <Input
        label="Estimated completion"
        type="date"
        value={due}
        error={error ?? undefined}
        onChange={(e) => setDue(e.target.value)}
      />
      <div className={styles.row}>
        <Button type="submit" size="sm" loading={saving}>
          Save timeline
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
