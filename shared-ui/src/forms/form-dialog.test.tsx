import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../components/input';
import { FormDialog } from './form-dialog';
import { formProblem } from './form-problem';
import { useFieldErrors } from './use-field-errors';

function SeatsDialog({
  submitting = false,
  onClose = vi.fn(),
}: {
  submitting?: boolean;
  onClose?: () => void;
}) {
  const fieldErrors = useFieldErrors();
  return (
    <FormDialog
      title="Add Seats"
      submitLabel="Continue"
      busyLabel="Adding..."
      submitting={submitting}
      onClose={onClose}
      onSubmit={() => fieldErrors.showProblem(formProblem('Enter how many seats.', 'seats'))}
      fieldErrors={fieldErrors}
    >
      <Input label="Seats" name="seats" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits its form from the footer (Enter too) and shows the errors under the named fields', async () => {
    render(<SeatsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const seats = screen.getByLabelText('Seats');
    expect(seats).toHaveAccessibleDescription('Enter how many seats.');
    expect(seats).toHaveFocus();
    await userEvent.type(seats, '2');
    expect(seats).not.toHaveAttribute('aria-invalid');
    await userEvent.type(seats, '{Enter}');
    expect(seats).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it is busy while sending, and Cancel closes it', async () => {
    const onClose = vi.fn();
    render(<SeatsDialog submitting onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
