import { Button, Form, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';

export interface MeetingNotesFormProps {
  initial: string;
  /** Saves the notes (`PUT .../notes/`), resolving with the server's answer; rejects when refused. */
  onSave: (notes: string) => Promise<{ message: string }>;
}

/**
 * A meeting's notes, for those who may edit them, through the one submit flow: Save Notes waits while
 * sending, the server's check of the text shows under it, and its message is the toast.
 */
export function MeetingNotesForm({ initial, onSave }: MeetingNotesFormProps) {
  const [notes, setNotes] = useState(initial);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  return (
    <Form onSubmit={() => void submit(null, () => onSave(notes))} fieldErrors={fieldErrors}>
      <TextArea label="Notes" name="notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <Button type="submit" size="sm" loading={submitting}>
        Save Notes
      </Button>
    </Form>
  );
}
