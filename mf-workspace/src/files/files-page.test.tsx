import { everyArea } from '@platform/contract';
import type { PermissionLevel } from '@platform/contract';
import { renderPage } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../tasks/task-test-data';
import { FILE_TEXTS } from './files-api';
import FilesPage from './files-page';

function openFiles(level: PermissionLevel) {
  renderPage(<FilesPage />, {
    path: '/project/workspace/:id/:name/files-and-resources',
    url: '/project/workspace/p1/bakery/files-and-resources',
    token: 'token-1',
    script: {
      'GET /api/projects/p1/': {
        body: { ...PROJECT, my_permissions: { ...everyArea('View'), projectFilesAndDocumentations: level } },
      },
      'POST /api/insights/': { body: { page_message: 'Files', insight: 'Nothing shared so far.' } },
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      'POST /api/get-project-features/': { body: { features: [] } },
      'GET /api/projects/p1/files/': { body: { files: [] } },
      'GET /api/projects/p1/files/trash/': { body: { files: [] } },
      'GET /api/projects/p1/tasks/': { body: { tasks: [] } },
      'GET /api/projects/p1/team/': {
        body: { totals: { members: 0, active: 0, invited: 0 }, members: [], placed_team: [] },
      },
    },
  });
}

describe('the files page', () => {
  it('offers uploads and links to whoever may edit the files', async () => {
    openFiles('Edit');
    expect(await screen.findByText(FILE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Link' })).toBeInTheDocument();
  });

  it("is headed and named in the footer with the spec's words, Files and Resources", async () => {
    openFiles('View');
    expect(await screen.findByRole('heading', { name: 'Files and Resources' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Files and Resources$/);
  });

  it('offers whoever may only view the files no upload, link or upload settings', async () => {
    openFiles('View');
    expect(await screen.findByText(FILE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Link' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'New uploads' })).toBeNull();
  });

  it('shows no tab as selected while the trash is open; a tab brings the files back', async () => {
    openFiles('Edit');
    expect(await screen.findByText(FILE_TEXTS.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trash' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trash' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Project Files' }));
    expect(screen.getByRole('tab', { name: 'Project Files' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('The trash is empty.')).toBeNull();
    expect(screen.getByText(FILE_TEXTS.empty)).toBeInTheDocument();
  });
});
