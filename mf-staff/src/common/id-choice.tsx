import { Field } from '@platform/shared-ui';
import type { SelectHTMLAttributes } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled drop-down styled as every form control (shared-ui's Field) whose choices show a name but carry an
 * id, such as a staff member or a talent (shared-ui's Select offers texts only).
 */
export function IdChoice({
  label,
  choices,
  placeholder,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly Choice[];
  placeholder: string;
}) {
  return (
    <Field label={label} name={rest.name} className={className}>
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
