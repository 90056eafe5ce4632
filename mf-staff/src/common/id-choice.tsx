import { Field } from '@platform/shared-ui';
import type { SelectHTMLAttributes } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled drop-down whose choices show a name but carry an id (shared-ui's Select offers texts only). */
export function StaffChoice({
  label,
  choices,
  placeholder,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly Choice[];
  placeholder: string;
}) {
  return (
    <Field label={label} name={rest.name}>
      {(control) => (
        <select {...rest} {...control}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
