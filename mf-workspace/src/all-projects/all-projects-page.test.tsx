import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../projects/project-api';
import AllProjectsPage from './all-projects-page';

const projects = (from: number, count: number): ProjectListItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${from + index}`,
    name: `Project ${from + index}`,
    status: 'IN_PROGRESS',
    last_updated: '2026-03-02T10:00:00Z',
    goal: null,
    type: 'Design project',
    team_members: [],
  }));

describe('AllProjectsPage', () => {
  it('lists the projects under "Active", 20 at a time, continuing after the last one shown', async () => {
    let calls = 0;
    const { platform } = renderPage(<AllProjectsPage />, {
      path: '/project/all-projects',
      script: {
        'GET /api/all_projects/': () => {
          calls += 1;
          return { body: calls === 1 ? projects(1, 20) : projects(21, 5) };
        },
      },
      token: 'token-1',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Active' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(platform.requests.map((request) => request.url)).toEqual([
      '/api/all_projects/?limit=20',
      '/api/all_projects/?limit=20&after=p20',
    ]);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Project 25' })).toBeInTheDocument();
  });

  it("offers Delete on the owner's cards only, not on one kept on record, confirms, deletes and takes the card away", async () => {
    const { platform } = renderPage(<AllProjectsPage />, {
      path: '/project/all-projects',
      script: {
        'GET /api/all_projects/': {
          body: [
            { ...projects(1, 1)[0], name: 'New Project', status: 'DRAFT', is_owner: true, deletable: true },
            { ...projects(2, 1)[0], name: 'Invited Project', is_owner: false, deletable: true },
            { ...projects(3, 1)[0], name: 'Signed Project', is_owner: true, deletable: false },
          ],
        },
        'DELETE /api/projects/p1/': { body: { message: 'Project deleted - New Project' } },
      },
      token: 'token-1',
    });

    const invited = await screen.findByRole('article', { name: 'Invited Project' });
    expect(within(invited).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const signed = screen.getByRole('article', { name: 'Signed Project' });
    expect(within(signed).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'New Project' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(platform.toasts).toEqual([
      { message: 'Project deleted - New Project', options: { position: 'bottom-right', type: 'success' } },
    ]);
    expect(platform.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/projects/p1/' });
  });

  it('keeps the card when the owner cancels', async () => {
    const { platform } = renderPage(<AllProjectsPage />, {
      path: '/project/all-projects',
      script: {
        'GET /api/all_projects/': { body: [{ ...projects(1, 1)[0], is_owner: true, deletable: true }] },
      },
      token: 'token-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Project 1' })).toBeInTheDocument();
    expect(platform.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('archives an owned project off the list, and the Archived filter lists it with Unarchive', async () => {
    const { platform } = renderPage(<AllProjectsPage />, {
      path: '/project/all-projects',
      script: {
        'GET /api/all_projects/': (request) => ({
          body: request.url.includes('archived=true')
            ? [{ ...projects(2, 1)[0], is_owner: true, archived_at: '2026-03-03T10:00:00Z' }]
            : [{ ...projects(1, 1)[0], is_owner: true, archived_at: null }],
        }),
        'POST /api/projects/p1/archive/': { body: { message: 'Project archived - Project 1' } },
      },
      token: 'token-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Project 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Project 1' })).not.toBeInTheDocument());
    expect(platform.toasts.map((toast) => toast.message)).toContain('Project archived - Project 1');
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByRole('heading', { name: 'Archived' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unarchive Project 2' })).toBeInTheDocument();
  });
});
