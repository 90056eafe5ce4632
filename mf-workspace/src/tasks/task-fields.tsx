import { TASK_TYPES, TASK_VISIBILITIES } from '@platform/contract';
import { Input, Select, TextArea } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { AssigneePicker } from './assignee-picker';
import type { TeamMember } from './task-api';
import styles from './task-form.module.css';
import { useProjectFeatures } from './use-project-features';

/** What the New Task and Edit Task forms both set. */
export interface TaskFieldValues {
  name: string;
  type: string;
  description: string;
  visibility: string;
  assignees: TeamMember[];
  /** Ids of the linked features. */
  linked: string[];
}

export interface TaskFieldsProps {
  projectId: string;
  values: TaskFieldValues;
  onChange: (change: Partial<TaskFieldValues>) => void;
  /** The New Task form's placeholders (the spec's new task form); Edit Task has a value in each. */
  placeholders?: { name: string; type: string };
  /** The files part, between the description and Linked To. */
  children: ReactNode;
}

/** The fields of a task, one block for the New Task and Edit Task forms. */
export function TaskFields({ projectId, values, onChange, placeholders, children }: TaskFieldsProps) {
  const features = useProjectFeatures(projectId);
  const { linked } = values;
  return (
    <>
      <div className={styles.grid}>
        <Input
          label="Task Title"
          name="name"
          placeholder={placeholders?.name}
          value={values.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <Select
          label="Task Type"
          name="type"
          placeholder={placeholders?.type}
          options={TASK_TYPES}
          value={values.type}
          onChange={(e) => onChange({ type: e.target.value })}
        />
      </div>
      <TextArea
        label="Task Description"
        name="description"
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        rows={5}
      />

      {children}

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
                onChange({
                  linked: event.target.checked
                    ? [...linked, feature.feature_id]
                    : linked.filter((id) => id !== feature.feature_id),
                })
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
          value={values.visibility}
          onChange={(e) => onChange({ visibility: e.target.value })}
        />
        <AssigneePicker
          projectId={projectId}
          chosen={values.assignees}
          onChange={(assignees) => onChange({ assignees })}
        />
      </div>
    </>
  );
}
