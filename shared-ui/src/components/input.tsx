import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and linked to it for screen readers. */
  error?: string;
  hint?: string;
}

/** A labelled text field with an optional hint and error. */
export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} name={rest.name} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...rest} {...control} />}
    </Field>
  );
}
