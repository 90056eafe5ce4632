import { usePlatform } from '@platform/shared-ui';
import { holdCalls, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MeetingNotesForm } from './meeting-notes-form';

const NOTES_PATH = '/api/meetings/m1/notes/';

function Notes() {
  const { api } = usePlatform();
  return (
    <MeetingNotesForm
      initial="Agenda: scope"
      onSave={(notes) => api.request<{ message: string }>(NOTES_PATH, { method: 'PUT', body: { notes } })}
    />
  );
}

const open = (answer: { status?: number; body: unknown }) =>
  renderPage(<Notes />, { script: { [`PUT ${NOTES_PATH}`]: answer }, token: 'token-1' }).platform;

describe('MeetingNotesForm', () => {
  it('saves the notes once, waiting meanwhile, and toasts the answer', async () => {
    const platform = open({ body: { message: 'Notes saved.' } });
    const held = holdCalls(platform, 'PUT', NOTES_PATH);
    await userEvent.type(screen.getByLabelText('Notes'), ', timeline');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(screen.getByRole('button', { name: 'Save Notes' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Notes' })).toBeEnabled());
    expect(platform.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { notes: 'Agenda: scope, timeline' },
    });
    expect(platform.toasts).toEqual([
      { message: 'Notes saved.', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it("shows the server's refusal under the notes and as the error toast", async () => {
    const tooLong = 'Notes are at most 20000 characters.';
    const platform = open({ status: 422, body: { message: tooLong, errors: { notes: tooLong } } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription(tooLong));
    expect(toastMessages(platform)).toEqual([tooLong]);
  });
});
