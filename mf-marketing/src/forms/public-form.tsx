import { Button, Form, type FieldErrorsState } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import styles from './public-form.module.css';

export interface PublicFormProps {
  onSubmit: () => void;
  submitting: boolean;
  submitLabel: string;
  /** The button's text while the form is sent (spec: "Sending..."). */
  busyLabel?: string;
  /** A full-width button, for forms in a dialog. */
  block?: boolean;
  className?: string;
  /** The form's field errors (from `usePublicForm`): shown at the named fields, focus on the first. */
  fieldErrors: FieldErrorsState;
  children: ReactNode;
}

/**
 * A public form: the browser's own validation is off (our rules give the spec's texts), and the submit
 * button is disabled and relabelled while the form is sent.
 */
export function PublicForm({
  onSubmit,
  submitting,
  submitLabel,
  busyLabel = 'Sending...',
  block,
  className = styles.form,
  fieldErrors,
  children,
}: PublicFormProps) {
  return (
    <Form className={className} fieldErrors={fieldErrors} onSubmit={onSubmit}>
      {children}
      <Button type="submit" block={block} disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
