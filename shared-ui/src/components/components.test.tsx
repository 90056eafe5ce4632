import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Input } from './input';
import { Modal } from './modal';
import { Select } from './select';
import { TextArea } from './text-area';

describe('Input', () => {
  it('is labelled and describes its error', () => {
    render(<Input label="Email" error="Please enter a valid email address." />);
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button loading>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Notifications">
      <p>Nothing new</p>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ModalHarness />);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('TextArea and Select', () => {
  it('are labelled like Input and describe their errors', async () => {
    render(
      <>
        <TextArea label="Project Description" error="All fields are required." />
        <Select
          label="Service Type"
          placeholder="Select a service"
          options={['Design Services', 'Training Services']}
        />
      </>,
    );
    expect(screen.getByLabelText('Project Description')).toHaveAccessibleDescription(
      'All fields are required.',
    );
    const select = screen.getByLabelText('Service Type');
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Training Services');
    expect(select).toHaveValue('Training Services');
  });
});
