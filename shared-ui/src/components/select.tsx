import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** A first, empty choice (e.g. "Select a service"), so nothing is chosen until the user picks. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled drop-down of text options with an optional hint and error. */
export function Select({ label, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  return (
    <Field label={label} name={rest.name} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...rest} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
