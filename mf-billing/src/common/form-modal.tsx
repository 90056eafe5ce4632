import { Button, Modal } from '@platform/shared-ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import layout from './layout.module.css';

export interface FormModalProps {
  title: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog holding one form, with Cancel and Continue; the form checks its fields itself (noValidate). */
export function FormModal({ title, submitting, onClose, onSubmit, children }: FormModalProps) {
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
            Continue
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={layout.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
