import { Button, Modal, useSubmit } from '@platform/shared-ui';
import { SEAT_TEXTS } from './seats-api';

export interface RemoveHolderDialogProps {
  name: string;
  onClose: () => void;
  /** Takes the seat back, resolving with the server's answer (its message is the success toast). */
  onConfirm: () => Promise<{ message: string }>;
}

/**
 * Asks before a member's seat is taken back: they lose every project of the account at once. It closes once
 * the server has done it; a refusal is the error toast, with the dialog kept to try again or cancel.
 */
export function RemoveHolderDialog({ name, onClose, onConfirm }: RemoveHolderDialogProps) {
  const { submitting, submit } = useSubmit({ successToast: true, busyAfterSuccess: true });

  async function confirm() {
    if (await submit(null, onConfirm)) onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={SEAT_TEXTS.removeHolderTitle(name)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={submitting}>
            {SEAT_TEXTS.removeHolderConfirm}
          </Button>
        </>
      }
    >
      <p>{SEAT_TEXTS.removeHolderBody(name)}</p>
    </Modal>
  );
}
