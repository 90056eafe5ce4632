import { Button, Form, Modal, TextArea, useSubmit } from '@platform/shared-ui';

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
  async function decide() {
    const decided = await submit(null, () => send(approving ? { comment: words } : { reason: words }));
    if (decided) onDecided();
  }
  return (
    <Modal open={decision !== null} onClose={onClose} title={approving ? 'Approve review' : 'Reject review'}>
      <Form onSubmit={() => void decide()} fieldErrors={fieldErrors}>
        <TextArea
          label={approving ? 'Comment (optional)' : 'Reason'}
          name={approving ? 'comment' : 'reason'}
          value={words}
          onChange={(event) => onWords(event.target.value)}
        />
        <Button type="submit" variant={approving ? 'primary' : 'danger'} disabled={submitting}>
          {approving ? 'Approve' : 'Reject'}
        </Button>
      </Form>
    </Modal>
  );
}
