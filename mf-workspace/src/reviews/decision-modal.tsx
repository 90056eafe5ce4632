import { Button, FieldErrorsContext, Modal, TextArea, useSubmit } from '@platform/shared-ui';
import type { FormEvent } from 'react';

/** Approve (with an optional comment) or Reject (with the reason the server requires). */
export function DecisionModal({
  decision,
  words,
  onWords,
  onClose,
  send,
  onDecided,
}: {
  decision: 'approve' | 'reject' | null;
  words: string;
  onWords: (words: string) => void;
  onClose: () => void;
  /** The decision's call, with the words as `comment` or `reason`. */
  send: (body: { comment: string } | { reason: string }) => Promise<{ message: string }>;
  onDecided: () => void;
}) {
  const approving = decision === 'approve';
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function decide(event: FormEvent) {
    event.preventDefault();
    const decided = await submit(null, () => send(approving ? { comment: words } : { reason: words }));
    if (decided) onDecided();
  }
  return (
    <Modal open={decision !== null} onClose={onClose} title={approving ? 'Approve review' : 'Reject review'}>
      <form onSubmit={(event) => void decide(event)} {...fieldErrors.form}>
        <FieldErrorsContext.Provider value={fieldErrors.errors}>
          <TextArea
            label={approving ? 'Comment (optional)' : 'Reason'}
            name={approving ? 'comment' : 'reason'}
            value={words}
            onChange={(event) => onWords(event.target.value)}
          />
          <Button type="submit" variant={approving ? 'primary' : 'danger'} disabled={submitting}>
            {approving ? 'Approve' : 'Reject'}
          </Button>
        </FieldErrorsContext.Provider>
      </form>
    </Modal>
  );
}
