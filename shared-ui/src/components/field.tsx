import { useId, type ReactNode } from 'react';
import { useFieldError } from '../forms/field-errors-context';
import styles from './input.module.css';

/** What a form control inside a Field needs: its id, validity and description for screen readers. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  id?: string;
  /** The control's name: its error is looked up in the form's `FieldErrorsContext` when `error` is not given. */
  name?: string;
  /** Shown under the control and linked to it for screen readers. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one form control, so every kind of control is labelled alike. */
export function Field({ label, id, name, error: explicitError, hint, className, children }: FieldProps) {
  const error = useFieldError(name, explicitError);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: [styles.input, error ? styles.invalid : ''].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A control's error under it. The live region is always in the page, so screen readers announce an error
 * when it appears (a region added together with its text is often missed).
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return (
    <div aria-live="polite">
      {error ? (
        <span id={id} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
