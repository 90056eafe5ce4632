import { PROJECT_EDIT_MESSAGES, everyArea } from '@platform/contract';
import { holdCalls, renderPage, waitForPath } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectDetails } from '../projects/project-api';
import { comingSoonPage } from './coming-soon-page';
import { PROJECT_SAVED } from './edit-project-rules';

const ROOT = '/project/workspace/p1/logo-for-bakery';
const PATH = '/project/workspace/:id/:name/*';

const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Logo for Bakery',
  status: 'IN_PROGRESS',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: 'Look more premium',
  type: 'Design project',
  team_members: [],
  budget: null,
  timeline: null,
  brief_version: 2,
  my_permissions: everyArea('Full Access'),
};

const script = {
  'GET /api/projects/p1/': { body: PROJECT },
  'POST /api/insights/': { body: { page_message: 'Setup in progress', insight: 'All good.' } },
  'POST /api/handle-load-conversation/': { body: { conversation: [] } },
};

const FEATURES = [
  { feature_id: 'f1', feature_name: 'Online booking' },
  { feature_id: 'f2', feature_name: 'Card payments' },
].map((feature) => ({
  ...feature,
  date_created: '2026-03-02T09:00:00Z',
  feature_progress: 0,
  feature_short_description: '',
  feature_specification: [],
  feature_sprint: null,
}));

describe('the workspace frame', () => {
  it("lists the project's own features under Review & Approvals, each leading to its reviews", async () => {
    const Page = comingSoonPage({ pageName: 'reviewandapproval', pageTitle: 'Review & Approvals' });
    renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/reviewandapproval?feature=f2`,
      script: { ...script, 'POST /api/get-project-features/': { body: { features: FEATURES } } },
      token: 'token-1',
    });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    const payments = await within(nav).findByRole('link', { name: 'Card payments' });
    expect(payments).toHaveAttribute('href', `${ROOT}/reviewandapproval?feature=f2`);
    expect(payments).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Online booking' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'All Reviews' })).toHaveAttribute(
      'href',
      `${ROOT}/reviewandapproval`,
    );
    for (const fixed of ['Authentication', 'Dashboard', 'CRM'])
      expect(within(nav).queryByRole('button', { name: fixed })).not.toBeInTheDocument();
  });

  it('shows an unbuilt page inside the frame with the coming-soon notice, and the footer names it', async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    renderPage(<Page />, { path: PATH, url: `${ROOT}/meetings`, script: script, token: 'token-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logo for Bakery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByText('This feature is not available yet.')).toBeInTheDocument();
    expect(screen.getByTestId('brief-version')).toHaveTextContent('V:2');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Add New Task' })).toHaveAttribute(
      'href',
      `${ROOT}/add-new-task`,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Project ID: p1Meetings & Communication');
    expect(screen.queryByRole('button', { name: '← Back' })).not.toBeInTheDocument();
  });

  it("loads a page's data while its link is pointed at or focused, and the page's own call takes it", async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    const { platform } = renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/meetings`,
      script: { ...script, 'GET /api/projects/p1/tasks/': { body: { tasks: [] } } },
      token: 'token-1',
    });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    const gets = (path: string) =>
      platform.requests.filter((request) => request.method === 'GET' && request.path === path).length;
    expect(gets('/api/projects/p1/tasks/')).toBe(0);
    const projectLoads = gets('/api/projects/p1/');

    await userEvent.hover(within(nav).getByRole('link', { name: 'Tasks' }));
    await waitFor(() => expect(gets('/api/projects/p1/tasks/')).toBe(1));
    expect(gets('/api/projects/p1/')).toBe(projectLoads + 1);
    // What the board's hook and the workspace's project hook ask next comes from the preload.
    await expect(platform.api.get('/api/projects/p1/tasks/')).resolves.toEqual({ tasks: [] });
    await expect(platform.api.get('/api/projects/p1/')).resolves.toEqual(PROJECT);
    expect(gets('/api/projects/p1/tasks/')).toBe(1);
    expect(gets('/api/projects/p1/')).toBe(projectLoads + 1);

    within(nav).getByRole('link', { name: 'Project Team' }).focus();
    await waitFor(() => expect(gets('/api/projects/p1/team/')).toBe(1));
  });

  it("leads a completed project's header to its handover instead of Add New Task", async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/meetings`,
      script: { ...script, 'GET /api/projects/p1/': { body: { ...PROJECT, status: 'COMPLETED' } } },
      token: 'token-1',
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'View Handover' })).toHaveAttribute(
      'href',
      `${ROOT}/handover`,
    );
    expect(within(header).queryByRole('link', { name: 'Add New Task' })).toBeNull();
  });

  it('offers no Add New Task, in the header or the navigation, to whoever may not add tasks', async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/meetings`,
      script: {
        ...script,
        'GET /api/projects/p1/': { body: { ...PROJECT, my_permissions: everyArea('View') } },
      },
      token: 'token-1',
    });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Project' })).toBeNull();
  });

  it('folds the side navigation behind a Workspace menu button on phones: focus goes in, Escape and a link close it', async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    renderPage(<Page />, { path: PATH, url: `${ROOT}/meetings`, script: script, token: 'token-1' });
    const menu = within(await screen.findByRole('banner')).getByRole('button', { name: 'Workspace menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'workspace-navigation');
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    expect(nav).toHaveAttribute('id', 'workspace-navigation');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '← All projects' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Tasks' }));
    await waitForPath(`${ROOT}/tasks`);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives team pages a back button', async () => {
    const Page = comingSoonPage({ pageName: 'project-team', pageTitle: 'Project Team', back: true });
    renderPage(<Page />, { path: PATH, url: `${ROOT}/project-team`, script: script, token: 'token-1' });
    expect(await screen.findByRole('button', { name: '← Back' })).toBeInTheDocument();
  });

  /** The meetings page of the workspace, the project's edit answered with `edited`. */
  const openMeetings = (edited: { status?: number; body: unknown }) => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    return renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/meetings`,
      script: { ...script, 'PATCH /api/projects/p1/': edited },
      token: 'token-1',
    });
  };

  it('edits the project: checks the fields, saves, shows the new name and follows it in the address', async () => {
    const { platform } = openMeetings({
      body: { ...PROJECT, name: 'Bakery Rebrand', workspace_path: '/project/workspace/p1/bakery-rebrand' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const name = within(dialog).getByLabelText('Project name');
    expect(name).toHaveValue('Logo for Bakery');

    await userEvent.clear(name);
    await userEvent.selectOptions(within(dialog).getByLabelText('Project type'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(PROJECT_EDIT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PROJECT_EDIT_MESSAGES.typeRequired)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(PROJECT_EDIT_MESSAGES.nameRequired);
    expect(name).toHaveFocus();
    // Only the owner may delete the project.
    expect(within(dialog).queryByRole('button', { name: 'Delete Project' })).not.toBeInTheDocument();
    expect(platform.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await userEvent.type(name, '  Bakery Rebrand ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Project type'), 'Design project');
    const held = holdCalls(platform, 'PATCH', '/api/projects/p1/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bakery Rebrand' })).toBeInTheDocument();
    expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Bakery Rebrand',
      type: 'Design project',
      goal: 'Look more premium',
    });
    expect(platform.toasts).toEqual([
      { message: PROJECT_SAVED, options: { position: 'bottom-right', type: 'success' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a field under it, with its message as the error toast", async () => {
    const taken = 'You already have a project with this name.';
    const { platform } = openMeetings({ status: 422, body: { message: taken, errors: { name: taken } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Project name')).toHaveAccessibleDescription(taken),
    );
    expect(platform.toasts).toEqual([
      { message: taken, options: { position: 'bottom-right', type: 'error' } },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("deletes the owner's project after a confirmation and goes to the project list", async () => {
    const Page = comingSoonPage({ pageName: 'meetings', pageTitle: 'Meetings & Communication' });
    const { platform } = renderPage(<Page />, {
      path: PATH,
      url: `${ROOT}/meetings`,
      script: {
        ...script,
        'GET /api/projects/p1/': { body: { ...PROJECT, is_owner: true } },
        'DELETE /api/projects/p1/': { body: { message: 'Project deleted - Logo for Bakery' } },
      },
      token: 'token-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete project?' });
    expect(confirm).toHaveTextContent('Logo for Bakery and everything in it');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Project' }));

    await waitForPath('/project/all-projects');
    expect(platform.toasts).toContainEqual({
      message: 'Project deleted - Logo for Bakery',
      options: { position: 'bottom-right', type: 'success' },
    });
  });
});
