import { Button, TextArea, useFieldErrors } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkSections, SECTION_MAX, SECTIONS } from './brief-api';
import type { BriefSections } from './brief-api';
import styles from './brief-page.module.css';

export interface BriefEditorProps {
  initial: BriefSections;
  busy: boolean;
  onSave: (sections: BriefSections) => void;
  onCancel: () => void;
}

/** The four sections as text areas; Save sends them trimmed, once each is filled in. */
export function BriefEditor({ initial, busy, onSave, onCancel }: BriefEditorProps) {
  const [values, setValues] = useState(initial);
  // Empty or too long sections are marked, with focus on the first.
  const { form, errorFor, show } = useFieldErrors();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkSections(values);
    show(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSave(checked.trimmed);
  }

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label="Edit project brief" {...form}>
      {SECTIONS.map(({ field, label }) => (
        <TextArea
          key={field}
          label={label}
          rows={field === 'project_overview' ? 6 : 4}
          value={values[field]}
          maxLength={SECTION_MAX}
          name={field}
          error={errorFor(field)}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
