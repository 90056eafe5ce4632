import { holdCalls, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteProjectDialog } from './delete-project-dialog';

const refusal =
  'This project has a signed contract, so it cannot be deleted: the contract and its payments stay on record.';

describe('DeleteProjectDialog', () => {
  it('shows why the server keeps a project, in the dialog, and offers no second try', async () => {
    const onDeleted = vi.fn();
    const { platform } = renderPage(
      <DeleteProjectDialog
        project={{ id: 'p1', name: 'Signed Shop' }}
        onClose={() => {}}
        onDeleted={onDeleted}
      />,
      {
        path: '/project/all-projects',
        script: { 'DELETE /api/projects/p1/': { status: 409, body: { message: refusal } } },
        token: 'token-1',
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Delete Project' })).toBeDisabled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(platform.toasts).toEqual([]);
  });

  it('waits while deleting (Cancel too), then toasts the answer and is done', async () => {
    const onDeleted = vi.fn();
    const { platform } = openDialog(onDeleted, { body: { message: 'Project deleted - Draft Shop' } });
    const held = holdCalls(platform, 'DELETE', '/api/projects/p1/');
    const dialog = screen.getByRole('dialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(platform.toasts).toEqual([
      { message: 'Project deleted - Draft Shop', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it('any other failure is the error toast, and Delete can be tried again', async () => {
    const onDeleted = vi.fn();
    const { platform } = openDialog(onDeleted, {
      status: 403,
      body: { message: 'Only the project owner can delete this project.' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Only the project owner can delete this project.']),
    );
    expect(within(dialog).getByRole('button', { name: 'Delete Project' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

function openDialog(onDeleted: () => void, answer: { status?: number; body: unknown }) {
  return renderPage(
    <DeleteProjectDialog
      project={{ id: 'p1', name: 'Draft Shop' }}
      onClose={() => {}}
      onDeleted={onDeleted}
    />,
    { path: '/project/all-projects', script: { 'DELETE /api/projects/p1/': answer }, token: 'token-1' },
  );
}
