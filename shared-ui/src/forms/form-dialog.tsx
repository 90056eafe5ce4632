import { useId, type ReactNode } from 'react';
import { Button } from '@platform/shared-ui/core';
import { Modal } from '../components/modal';
import { Form } from '@platform/shared-ui/forms';
import type { FieldErrorsState } from './use-field-errors';
import styles from './form-dialog.module.css';

export interface FormDialogProps {
  title: string;
  /** The submit button's text; `busyLabel` replaces it while the form is being sent. */
  submitLabel: string;
  busyLabel?: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The form's field errors (`useSubmit`'s or `useFieldErrors`'): shown under the named fields inside. */
  fieldErrors?: Pick<FieldErrorsState, 'form' | 'errors'>;
  children: ReactNode;
}

/**
 * A dialog holding one form, with Cancel and the submit button in its footer. The form checks its fields
 * itself (noValidate), so its own messages show under the fields rather than the browser's bubbles.
 */
export function FormDialog({
  title,
  submitLabel,
  busyLabel,
  submitting,
  onClose,
  onSubmit,
  fieldErrors,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitting && busyLabel ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} className={styles.form} fieldErrors={fieldErrors} onSubmit={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}
