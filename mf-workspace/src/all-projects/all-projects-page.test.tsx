import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '../projects/project-api';
import { provideTestPlatform, renderAt } from '../test-platform';
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
    const platform = provideTestPlatform({
      'GET /api/all_projects/': () => {
        calls += 1;
        return { body: calls === 1 ? projects(1, 20) : projects(21, 5) };
      },
    });
    renderAt(<AllProjectsPage />, '/project/all-projects');

    expect(await screen.findByRole('heading', { level: 1, name: 'Active' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(platform.urls).toEqual(['/api/all_projects/?limit=20', '/api/all_projects/?limit=20&after=p20']);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Project 25' })).toBeInTheDocument();
  });
});
