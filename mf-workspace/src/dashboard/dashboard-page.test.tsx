import { CURRENT_PROJECT_KEY, providePlatform, type ProjectListItem } from '@platform/shared-ui';
import { createTestPlatform, type TestPlatform } from '@platform/shared-ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import DashboardPage from './dashboard-page';

const PROJECTS: ProjectListItem[] = [
  {
    id: 1,
    name: 'Brand refresh',
    status: 'PENDING_REVIEW',
    last_updated: '2026-03-02T10:00:00Z',
    goal: 'New logo',
    type: 'Design project',
  },
  {
    id: 2,
    name: 'Shop app',
    status: 'IN_PROGRESS',
    last_updated: '2026-03-01',
    goal: null,
    type: 'Development project',
  },
  {
    id: 3,
    name: 'Landing page',
    status: 'Draft',
    last_updated: '2026-02-01',
    goal: '',
    type: 'Design and Development project',
  },
];

function CreateProject() {
  const location = useLocation();
  return <p>Create project {JSON.stringify(location.state)}</p>;
}

function renderDashboard(projects: ProjectListItem[]): TestPlatform {
  const platform = createTestPlatform({
    token: 'token-1',
    script: {
      'GET /api/user-details/': { body: { user_firstname: 'Ada', user_img: null } },
      'GET /api/all_projects/': { body: projects },
    },
  });
  providePlatform(platform);
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/project/create-project" element={<CreateProject />} />
      </Routes>
    </MemoryRouter>,
  );
  return platform;
}

describe('DashboardPage', () => {
  it('welcomes the user and offers Start New when there are no projects', async () => {
    window.localStorage.setItem('chatSession', 'old-session');
    window.localStorage.setItem(CURRENT_PROJECT_KEY, JSON.stringify({ id: 9, name: 'Old' }));
    renderDashboard([]);

    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recently Viewed' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Start New' }));

    expect(screen.getByText('Create project {"newProject":true}')).toBeInTheDocument();
    expect(window.localStorage.getItem('chatSession')).toBeNull();
    expect(window.localStorage.getItem(CURRENT_PROJECT_KEY)).toBeNull();
  });

  it('shows the projects with their status, goal and team, and a New Project link', async () => {
    renderDashboard(PROJECTS);

    const brand = await screen.findByRole('article', { name: 'Brand refresh' });
    expect(within(brand).getByTestId('project-status')).toHaveTextContent('Pending Review');
    expect(within(brand).getByText('New logo')).toBeInTheDocument();
    expect(within(brand).getByText('No Team Added Yet')).toBeInTheDocument();
    expect(within(brand).getByText('Last updated 2 Mar 2026')).toBeInTheDocument();

    const shop = screen.getByRole('article', { name: 'Shop app' });
    expect(within(shop).getByTestId('project-status')).toHaveTextContent('In Progress');
    expect(within(shop).getByText('No Goal Set')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Landing page' })).getByText('No Goal Set'),
    ).toBeInTheDocument();

    // Draft and Pending Review look the same; In Progress looks different.
    const draft = within(screen.getByRole('article', { name: 'Landing page' })).getByTestId('project-status');
    const pending = within(brand).getByTestId('project-status');
    expect(draft).toHaveTextContent(/^Draft$/);
    expect(draft.className).toBe(pending.className);
    expect(within(shop).getByTestId('project-status').className).not.toBe(pending.className);

    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/project/create-project',
    );
    expect(screen.queryByRole('button', { name: 'Start New' })).not.toBeInTheDocument();
  });

  it('filters by type with Design, Develop and Print; the other quick filters are coming soon', async () => {
    const platform = renderDashboard(PROJECTS);
    await screen.findByRole('article', { name: 'Brand refresh' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Develop' }));
    expect(screen.getByRole('button', { name: 'Develop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Shop app',
      'Landing page',
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No Print projects yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    for (const label of ['Recruit', 'Get Support', 'Learn']) {
      await user.click(screen.getByRole('button', { name: label }));
    }
    expect(platform.comingSoonCalls).toBe(3);
  });
});
