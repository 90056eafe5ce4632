import {
  CURRENT_PROJECT_KEY,
  getCurrentProject,
  setCurrentProject,
  setUserDetails,
} from '@platform/shared-ui';
import {
  currentPath,
  currentState,
  type FetchScript,
  renderPage,
  type TestPlatform,
  waitForPath,
} from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckProjectResponse, ProjectListItem } from '../projects/project-api';
import DashboardPage from './dashboard-page';

const project = (id: string, name: string, extra: Partial<ProjectListItem> = {}): ProjectListItem => ({
  id,
  name,
  status: 'DRAFT',
  last_updated: '2026-03-02T10:00:00Z',
  goal: null,
  type: 'Design project',
  team_members: [],
  ...extra,
});

const PROJECTS: ProjectListItem[] = [
  project('p1', 'Brand refresh', { status: 'PENDING_REVIEW', goal: 'New logo' }),
  project('p2', 'Shop app', {
    status: 'IN_PROGRESS',
    last_updated: '2026-03-01T08:00:00Z',
    type: 'Development project',
    team_members: [
      { id: 'u1', name: 'Tunde Bello' },
      { id: 'u2', name: 'Ada Obi' },
      { id: 'u3', name: 'Kemi Ade' },
    ],
  }),
  project('p3', 'Landing page', { goal: '   ' }),
];

function renderDashboard(script: FetchScript) {
  // The shell's dashboard layout has read the user's details.
  setUserDetails({ user_firstname: 'Ada', user_img: null });
  return renderPage(<DashboardPage />, { path: '/dashboard', script, token: 'token-1' }).platform;
}

const urls = (platform: TestPlatform) => platform.requests.map((request) => request.url);

const check = (answer: Partial<CheckProjectResponse>): FetchScript => ({
  'POST /api/check_project/': {
    body: {
      project_id: 'p1',
      project_name: 'Brand refresh',
      project_status: 'PENDING_REVIEW',
      status: 'Continue with your project workspace.',
      chat_session_id: null,
      route: '/project/workspace/p1/brand-refresh',
      ...answer,
    },
  },
});

describe('DashboardPage', () => {
  it('welcomes the user and offers Start New when there are no projects', async () => {
    window.localStorage.setItem('chatSession', 'old-session');
    setCurrentProject({ id: 'old', name: 'Old' });
    renderDashboard({ 'GET /api/all_projects/': { body: [] } });

    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recently Viewed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Start New' }));

    await waitForPath('/project/create-project');
    expect(currentState()).toEqual({ fromButton: true });
    expect(window.localStorage.getItem('chatSession')).toBeNull();
    expect(window.localStorage.getItem(CURRENT_PROJECT_KEY)).toBeNull();
    expect(getCurrentProject()).toBeNull();
  });

  it('shows no status for a value the spec does not display', async () => {
    renderDashboard({
      'GET /api/all_projects/': {
        body: [project('p9', 'Old idea', { status: 'ARCHIVED' as ProjectListItem['status'] })],
      },
    });

    const card = await screen.findByRole('article', { name: 'Old idea' });
    expect(within(card).queryByTestId('project-status')).not.toBeInTheDocument();
    expect(within(card).queryByText(/archived/i)).not.toBeInTheDocument();
  });

  it('shows each card with status, last update, name, goal and team, and a New Project link', async () => {
    const platform = renderDashboard({ 'GET /api/all_projects/': { body: PROJECTS } });

    const brand = await screen.findByRole('article', { name: 'Brand refresh' });
    expect(within(brand).getByTestId('project-status')).toHaveTextContent('Pending Review');
    expect(within(brand).getByText('Last updated 2 Mar 2026')).toBeInTheDocument();
    expect(within(brand).getByText('New logo')).toBeInTheDocument();
    expect(within(brand).getByText('No Team Added Yet')).toBeInTheDocument();

    const shop = screen.getByRole('article', { name: 'Shop app' });
    expect(within(shop).getByTestId('project-status')).toHaveTextContent('In Progress');
    expect(within(shop).getByText('No Goal Set')).toBeInTheDocument();
    expect(within(shop).getByText('Tunde Bello, Ada Obi and 1 more')).toBeInTheDocument();
    const landing = screen.getByRole('article', { name: 'Landing page' });
    expect(within(landing).getByText('No Goal Set')).toBeInTheDocument();

    // Draft and Pending Review look the same; In Progress looks different.
    const draft = within(landing).getByTestId('project-status');
    const pending = within(brand).getByTestId('project-status');
    expect(draft).toHaveTextContent(/^Draft$/);
    expect(draft.className).toBe(pending.className);
    expect(within(shop).getByTestId('project-status').className).not.toBe(pending.className);

    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/project/create-project',
    );
    expect(screen.queryByRole('button', { name: 'Start New' })).not.toBeInTheDocument();
    // The dashboard asks for the most recent few; the full list is a link away when there are more.
    expect(urls(platform)).toContain('/api/all_projects/?limit=6');
  });

  it('links to the full list when there are more projects than it shows', async () => {
    const six = Array.from({ length: 6 }, (_, index) => project(`p${index}`, `Project ${index}`));
    renderDashboard({ 'GET /api/all_projects/': { body: six } });
    expect(await screen.findByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/project/all-projects',
    );
  });

  it('filters by type with Design, Develop and Print; the other quick filters are coming soon', async () => {
    const platform = renderDashboard({
      'GET /api/all_projects/': ({ url }) => {
        if (url.includes('type=development')) return { body: [PROJECTS[1]] };
        if (url.includes('type=print')) return { body: [] };
        return { body: PROJECTS };
      },
    });
    await screen.findByRole('article', { name: 'Brand refresh' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Develop' }));
    expect(screen.getByRole('button', { name: 'Develop' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Shop app' })).toBeInTheDocument();
    expect(urls(platform).at(-1)).toBe('/api/all_projects/?limit=6&type=development');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('No Print projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Project' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));

    for (const label of ['Recruit', 'Get Support', 'Learn']) {
      await user.click(screen.getByRole('button', { name: label }));
    }
    expect(platform.comingSoonCalls).toBe(3);
  });

  it('the Completed filter lists the finished projects, each marked Completed, and says when there are none', async () => {
    let finished: ProjectListItem[] = [project('p9', 'Bakery site', { status: 'COMPLETED' })];
    const platform = renderDashboard({
      'GET /api/all_projects/': ({ url }) => ({
        body: url.includes('status=completed') ? finished : PROJECTS,
      }),
    });
    await screen.findByRole('article', { name: 'Brand refresh' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Completed' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Bakery site' });
    expect(within(card).getByTestId('project-status')).toHaveTextContent('Completed');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(urls(platform).at(-1)).toBe('/api/all_projects/?limit=6&status=completed');

    // With a type filter too, and none finished yet.
    finished = [];
    await user.click(screen.getByRole('button', { name: 'Develop' }));
    expect(await screen.findByText('No completed projects yet.')).toBeInTheDocument();
    expect(urls(platform).at(-1)).toBe('/api/all_projects/?limit=6&type=development&status=completed');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Develop' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Recently Viewed' })).toBeInTheDocument();
  });

  it('a card click checks the project and, 100 ms later, opens its workspace as the active project', async () => {
    const platform = renderDashboard({ 'GET /api/all_projects/': { body: PROJECTS }, ...check({}) });
    const user = userEvent.setup();
    const name = await screen.findByRole('button', { name: 'Brand refresh' });
    await user.click(name);
    await user.click(name);

    await waitForPath('/project/workspace/p1/brand-refresh');
    expect(currentState()).toBeNull();
    expect(platform.requests.filter((request) => request.path === '/api/check_project/')).toHaveLength(1);
    expect(platform.requests.find((request) => request.path === '/api/check_project/')?.body).toEqual({
      project_id: 'p1',
    });
    expect(JSON.parse(window.localStorage.getItem('activeProject') ?? 'null')).toEqual({
      id: 'p1',
      name: 'Brand refresh',
    });
  });

  it('a Draft goes back to its chat: stored session, current project, opened as from a button', async () => {
    renderDashboard({
      'GET /api/all_projects/': { body: PROJECTS },
      ...check({
        project_id: 'p3',
        project_name: 'Landing page',
        project_status: 'DRAFT',
        status: 'Complete setting up your project.',
        chat_session_id: 'session-3',
        route: '/project/create-project',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Landing page' }));

    await waitForPath('/project/create-project');
    expect(currentState()).toEqual({ fromButton: true });
    expect(window.localStorage.getItem('chatSession')).toBe('session-3');
    expect(getCurrentProject()).toEqual({ id: 'p3', name: 'Landing page' });
  });

  it('shows the server message when a check fails', async () => {
    const platform = renderDashboard({
      'GET /api/all_projects/': { body: PROJECTS },
      'POST /api/check_project/': { status: 404, body: { message: 'Project not found.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Shop app' }));
    await waitFor(() =>
      expect(platform.toasts).toEqual([
        { message: 'Project not found.', options: { position: 'bottom-right', type: 'error' } },
      ]),
    );
    expect(currentPath()).toBe('/dashboard');
  });

  it('goes to the home page when the project list answers 401', async () => {
    renderDashboard({
      'GET /api/all_projects/': { status: 401, body: { message: 'Invalid or expired token.' } },
    });
    await waitForPath('/');
    expect(currentState()).toBeNull();
  });

  it('logs a failed load and offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    renderDashboard({
      'GET /api/all_projects/': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : { body: PROJECTS };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Brand refresh' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load projects', expect.any(Error));
    logged.mockRestore();
  });
});
