import { FEATURE_LIMITS } from '@platform/contract';
import { ApiError, FormDialog, Input, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { checkFeature, FEATURE_FAILED } from './feature-api';
import type { FeatureForm } from './feature-api';
import styles from './features-page.module.css';

export interface FeatureDialogProps {
  title: string;
  initial: FeatureForm;
  /** The edit dialog also changes the description and sprint. */
  full: boolean;
  /** Sends the feature; the page closes the dialog after it. Rejects with the server's refusal. */
  onSubmit: (form: FeatureForm) => Promise<void>;
  onClose: () => void;
}

/** Add Feature (name and specification) and Edit Feature (also description and sprint). */
export function FeatureDialog({ title, initial, full, onSubmit, onClose }: FeatureDialogProps) {
  const [form, setForm] = useState(initial);
  // A broken rule or the server's refusal of a field shows at the field; other failures are also said under
  // the form (the spec's workspace error catalogue: the server's error or 'An error occurred. Please try again.').
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });
  const [error, setError] = useState<string | null>(null);
  const change = (field: keyof FeatureForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function send() {
    try {
      await onSubmit(form);
      return true;
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status !== 0 && failure.status < 500;
      const atField = refused && Object.keys(failure.errors).length > 0;
      setError(atField ? null : refused ? failure.message : FEATURE_FAILED);
      throw refused
        ? failure
        : new ApiError(failure instanceof ApiError ? failure.status : 0, FEATURE_FAILED);
    }
  }

  function save() {
    setError(null);
    void submit(checkFeature(form), send);
  }

  return (
    <FormDialog
      title={title}
      submitLabel={title}
      busyLabel="Saving..."
      submitting={submitting}
      onClose={onClose}
      onSubmit={save}
      fieldErrors={fieldErrors}
    >
      <Input
        label="Feature name"
        name="feature_name"
        value={form.name}
        maxLength={FEATURE_LIMITS.name}
        onChange={(event) => change('name')(event.target.value)}
      />
      {full ? (
        <TextArea
          label="Short description"
          rows={2}
          value={form.description}
          onChange={(event) => change('description')(event.target.value)}
        />
      ) : null}
      <TextArea
        label="Specification"
        name="feature_specification"
        hint="One specification a line"
        rows={4}
        value={form.specification}
        onChange={(event) => change('specification')(event.target.value)}
      />
      {full ? (
        <Input
          label="Sprint"
          value={form.sprint}
          onChange={(event) => change('sprint')(event.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
