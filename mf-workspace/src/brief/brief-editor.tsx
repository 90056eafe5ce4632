import { Button, TextArea } from '@platform/shared-ui';
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
  const [errors, setErrors] = useState<Partial<Record<keyof BriefSections, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkSections(values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onSave(checked.trimmed);
  }

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label="Edit project brief">
      {SECTIONS.map(({ field, label }) => (
        <TextArea
          key={field}
          label={label}
          rows={field === 'project_overview' ? 6 : 4}
          value={values[field]}
          maxLength={SECTION_MAX}
          error={errors[field]}
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
