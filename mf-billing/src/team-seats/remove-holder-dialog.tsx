import { Button, Modal } from '@platform/shared-ui';
import { useState } from 'react';
import { SEAT_TEXTS } from './seats-api';

export interface RemoveHolderDialogProps {
  name: string;
  onClose: () => void;
  /** Resolves once the server answered; the dialog closes itself then. */
  onConfirm: () => Promise<void>;
}

/** Asks before a member's seat is taken back: they lose every project of the account at once. */
export function RemoveHolderDialog({ name, onClose, onConfirm }: RemoveHolderDialogProps) {
  const [removing, setRemoving] = useState(false);

  async function confirm() {
    setRemoving(true);
    await onConfirm();
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={SEAT_TEXTS.removeHolderTitle(name)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={removing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={removing}>
            {SEAT_TEXTS.removeHolderConfirm}
          </Button>
        </>
      }
    >
      <p>{SEAT_TEXTS.removeHolderBody(name)}</p>
    </Modal>
  );
}
