import { BRIEF_SECTION_MAX } from '@platform/contract';
import { Button, Form, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { checkSections, SECTIONS } from './brief-api';
import type { BriefSections } from './brief-api';
import styles from './brief-page.module.css';

export interface BriefEditorProps {
  initial: BriefSections;
  /** Saves the trimmed sections: true once saved (the page leaves the editor); rejects when refused. */
  onSave: (sections: BriefSections) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The four sections as text areas; Save sends them trimmed, once each is filled in. Empty or too long
 * sections are marked here, each with its own message, and the server's refusal of one shows under it.
 */
export function BriefEditor({ initial, onSave, onCancel }: BriefEditorProps) {
  const [values, setValues] = useState(initial);
  // After a save the page shows the brief, not this form.
  const { submitting, submit, fieldErrors } = useSubmit({ busyAfterSuccess: true });

  function save() {
    const checked = checkSections(values);
    if (Object.keys(checked.errors).length > 0) return fieldErrors.show(checked.errors);
    void submit(null, () => onSave(checked.trimmed));
  }

  return (
    <Form className={styles.editor} onSubmit={save} aria-label="Edit project brief" fieldErrors={fieldErrors}>
      {SECTIONS.map(({ field, label }) => (
        <TextArea
          key={field}
          label={label}
          rows={field === 'project_overview' ? 6 : 4}
          value={values[field]}
          maxLength={BRIEF_SECTION_MAX}
          name={field}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
