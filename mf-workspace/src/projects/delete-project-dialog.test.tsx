import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
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
});
