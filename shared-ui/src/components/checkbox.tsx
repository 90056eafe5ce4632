import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldError } from '../forms/field-errors-context';
import styles from './checkbox.module.css';
import { FieldError } from './field';
import fieldStyles from './input.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text beside the box; may hold links (e.g. the terms of service). */
  label: ReactNode;
  /** Shown under the box and linked to it for screen readers. */
  error?: string;
}

/** A labelled checkbox with an optional error, announced and described like `Field`'s. */
export function Checkbox({ label, error: explicitError, id, className, ...rest }: CheckboxProps) {
  const error = useFieldError(rest.name, explicitError);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[fieldStyles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
