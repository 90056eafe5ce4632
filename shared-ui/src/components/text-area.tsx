import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './input.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line text field with an optional hint and error. */
export function TextArea({ label, error, hint, id, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} name={rest.name} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea {...rest} {...control} rows={rows} className={`${control.className} ${styles.multiline}`} />
      )}
    </Field>
  );
}
