import { Field } from '@platform/shared-ui';
import type { Person } from './files-api';
import type { LinkOptions } from './use-link-options';
import styles from './files.module.css';

/* "Linked To" (the project, its brief, a feature or a task) and a people picker, for files and reviews. */

export const LINK_TARGETS = [
  { value: 'Project', label: 'Project' },
  { value: 'Brief', label: 'Project Brief' },
  { value: 'Feature', label: 'A feature' },
  { value: 'Task', label: 'A task' },
] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number]['value'];

export interface LinkValue {
  linked_to: LinkTarget;
  feature_id: string;
  task_id: string;
}

export const NO_LINK: LinkValue = { linked_to: 'Project', feature_id: '', task_id: '' };

/** The link as the API takes it: only the id its target needs. */
export const linkBody = (value: LinkValue) => ({
  linked_to: value.linked_to,
  feature_id: value.linked_to === 'Feature' ? value.feature_id : null,
  task_id: value.linked_to === 'Task' ? value.task_id : null,
});

function IdSelect({
  label,
  name,
  value,
  items,
  empty,
  onChange,
}: {
  label: string;
  /** The body field it fills, so the server's error for it shows under it. */
  name: string;
  value: string;
  items: Person[];
  empty: string;
  onChange: (id: string) => void;
}) {
  return (
    <Field label={label} name={name}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{items.length ? `Choose ${label.toLowerCase()}` : empty}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function LinkedToFields({
  value,
  options,
  onChange,
}: {
  value: LinkValue;
  options: LinkOptions;
  onChange: (value: LinkValue) => void;
}) {
  return (
    <>
      <Field label="Linked To" name="linked_to">
        {(control) => (
          <select
            {...control}
            name="linked_to"
            value={value.linked_to}
            onChange={(event) => onChange({ ...value, linked_to: event.target.value as LinkTarget })}
          >
            {LINK_TARGETS.map((target) => (
              <option key={target.value} value={target.value}>
                {target.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {value.linked_to === 'Feature' ? (
        <IdSelect
          label="Feature"
          name="feature_id"
          value={value.feature_id}
          items={options.features}
          empty="No features yet"
          onChange={(feature_id) => onChange({ ...value, feature_id })}
        />
      ) : null}
      {value.linked_to === 'Task' ? (
        <IdSelect
          label="Task"
          name="task_id"
          value={value.task_id}
          items={options.tasks}
          empty="No tasks yet"
          onChange={(task_id) => onChange({ ...value, task_id })}
        />
      ) : null}
    </>
  );
}

/** Checkboxes of the team; `legend` says what picking means. */
export function PeoplePicker({
  legend,
  people,
  picked,
  onChange,
}: {
  legend: string;
  people: Person[];
  picked: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className={styles.people}>
      <legend>{legend}</legend>
      {people.length === 0 ? <p className={styles.muted}>Loading the team...</p> : null}
      {people.map((person) => (
        <label key={person.id}>
          <input
            type="checkbox"
            checked={picked.includes(person.id)}
            onChange={() =>
              onChange(
                picked.includes(person.id) ? picked.filter((id) => id !== person.id) : [...picked, person.id],
              )
            }
          />{' '}
          {person.name}
        </label>
      ))}
    </fieldset>
  );
}
