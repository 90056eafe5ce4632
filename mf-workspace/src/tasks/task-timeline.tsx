import { TASK_FORM_MESSAGES, TASK_TIMELINE_MESSAGES } from '@platform/contract';
import { Button, Form, formatDay, formProblem, Input, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import styles from './task-details.module.css';

/**
 * A date half typed ("12/__/2026") reads as an empty value, which would clear the saved day: it is asked to be
 * finished instead, in the words the server uses for a day that is not one.
 */
type DayField = keyof typeof TASK_TIMELINE_MESSAGES;

export interface TaskTimelineProps {
  startDate: string | null;
  estimatedCompletion: string | null;
  canEdit: boolean;
  /** Saves the dates, resolving once the server has them; rejects with its refusal. */
  onSave: (startDate: string | null, estimatedCompletion: string | null) => Promise<unknown>;
}

/**
 * Start and estimated completion, editable by those who may edit tasks: the order of the two is checked
 * here and by the server, whose refusal shows under its field.
 */
export function TaskTimeline({ startDate, estimatedCompletion, canEdit, onSave }: TaskTimelineProps) {
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(startDate ?? '');
  const [due, setDue] = useState(estimatedCompletion ?? '');
  const [unfinished, setUnfinished] = useState<Partial<Record<DayField, boolean>>>({});
  const { submitting, submit, fieldErrors } = useSubmit();

  function typed(field: DayField, input: HTMLInputElement, set: (value: string) => void) {
    set(input.value);
    const halfTyped = input.validity.badInput;
    setUnfinished((before) => ({ ...before, [field]: halfTyped }));
  }

  async function save() {
    const outOfOrder = start !== '' && due !== '' && due < start;
    // Each field keeps its own state: finishing one date does not forget the other half typed.
    const unfinishedField = (Object.keys(TASK_TIMELINE_MESSAGES) as DayField[]).find(
      (field) => unfinished[field],
    );
    const saved = await submit(
      unfinishedField
        ? formProblem(TASK_TIMELINE_MESSAGES[unfinishedField], unfinishedField)
        : outOfOrder
          ? formProblem(TASK_FORM_MESSAGES.timelineOrder, 'estimated_completion')
          : null,
      async () => {
        await onSave(start || null, due || null);
        return true;
      },
    );
    if (saved) setEditing(false);
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
              setUnfinished({});
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
    <Form className={styles.timelineForm} onSubmit={() => void save()} fieldErrors={fieldErrors}>
      <Input
        label="Start"
        type="date"
        name="start_date"
        value={start}
        onChange={(e) => typed('start_date', e.target, setStart)}
      />
      <Input
        label="Estimated completion"
        type="date"
        name="estimated_completion"
        value={due}
        onChange={(e) => typed('estimated_completion', e.target, setDue)}
      />
      <div className={styles.row}>
        <Button type="submit" size="sm" loading={submitting}>
          Save timeline
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
