import { Button, Modal, TextArea } from '@platform/shared-ui';

/** Approve (with an optional comment) or Reject (with the reason the server requires). */
export function DecisionModal({
  decision,
  words,
  onWords,
  onClose,
  onDecide,
}: {
  decision: 'approve' | 'reject' | null;
  words: string;
  onWords: (words: string) => void;
  onClose: () => void;
  onDecide: () => void;
}) {
  const approving = decision === 'approve';
  return (
    <Modal open={decision !== null} onClose={onClose} title={approving ? 'Approve review' : 'Reject review'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDecide();
        }}
      >
        <TextArea
          label={approving ? 'Comment (optional)' : 'Reason'}
          value={words}
          onChange={(event) => onWords(event.target.value)}
        />
        <Button type="submit" variant={approving ? 'primary' : 'danger'}>
          {approving ? 'Approve' : 'Reject'}
        </Button>
      </form>
    </Modal>
  );
}
