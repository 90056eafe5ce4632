import { everyArea } from '@platform/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchScript, holdPosts, renderPage, waitForPath } from '@platform/shared-ui/testing';
import type { ProjectDetails } from '../projects/project-api';
import type { ProjectBrief } from './brief-api';
import BriefPage from './brief-page';

const ROOT = '/project/workspace/p1/crumbs';
const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Crumbs',
  status: 'IN_PROGRESS',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: null,
  type: 'Design project',
  team_members: [],
  budget: null,
  timeline: null,
  brief_version: 0,
  my_permissions: everyArea('Full Access'),
};
const BRIEF: ProjectBrief = {
  project_name: 'Crumbs',
  project_brief_overview: 'A bakery logo.',
  project_brief_objectives: '- Look premium',
  project_brief_key_deliverables: '- Logo files',
  project_brief_target_audience: 'Families',
  version: 0,
  updated_at: '2026-03-02T10:00:00Z',
};

function open(script: FetchScript) {
  const { platform } = renderPage(<BriefPage />, {
    path: '/project/workspace/:id/:name/project-brief',
    url: `${ROOT}/project-brief`,
    script: {
      'GET /api/projects/p1/': { body: PROJECT },
      'POST /api/insights/': { body: { page_message: 'Project Brief', insight: 'Fine.' } },
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      ...script,
    },
    token: 'token-1',
  });
  return platform;
}

describe('BriefPage', () => {
  it('offers Start Setup while the brief is not set up, and shows the generated brief', async () => {
    const platform = open({
      'GET /api/get_project_brief/': { body: { brief: null } },
      'POST /api/generate_project_brief/': {
        body: { brief: BRIEF, page_message: 'Project Brief: Setup complete' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Setup' }));
    expect(await screen.findByRole('heading', { name: 'Target Audience' })).toBeInTheDocument();
    expect(screen.getByText('Families')).toBeInTheDocument();
    expect(platform.requests.find((r) => r.path === '/api/generate_project_brief/')?.body).toEqual({
      project_id: 'p1',
    });
  });

  it('edits: blank sections are refused, the rest saved trimmed, back to view with the new version', async () => {
    const platform = open({
      'GET /api/get_project_brief/': { body: { brief: BRIEF } },
      'POST /api/edit-project-brief/': {
        body: { updated_data: { ...BRIEF, project_brief_target_audience: 'Cafes', version: 1 } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Project Brief' }));
    const form = screen.getByRole('form', { name: 'Edit project brief' });
    const audience = within(form).getByLabelText('Target Audience');
    await userEvent.clear(audience);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(audience).toHaveAccessibleDescription('Target Audience is required.');
    expect(audience).toHaveFocus();
    expect(platform.requests.some((r) => r.path === '/api/edit-project-brief/')).toBe(false);

    await userEvent.type(audience, '  Cafes  ');
    const held = holdPosts(platform, '/api/edit-project-brief/');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    const brief = await screen.findByRole('article', { name: 'Project brief' });
    expect(within(brief).getByText('Cafes')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByTestId('brief-version')).toHaveTextContent('V:1');
    expect(platform.requests.find((r) => r.path === '/api/edit-project-brief/')?.body).toEqual({
      project_id: 'p1',
      project_overview: 'A bakery logo.',
      project_objectives: '- Look premium',
      project_key_deliverables: '- Logo files',
      project_target_audience: 'Cafes',
    });
  });

  it("says 'Failed to fetch project brief.' when it cannot be read, and a failed save keeps the form", async () => {
    open({ 'GET /api/get_project_brief/': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to fetch project brief.')).toBeInTheDocument();
  });

  it('a failed save says so and stays in the form', async () => {
    const platform = open({
      'GET /api/get_project_brief/': { body: { brief: BRIEF } },
      'POST /api/edit-project-brief/': { status: 500, body: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('form', { name: 'Edit project brief' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Save' });
    expect(platform.toasts).toContainEqual({
      message: 'Failed to save project brief.',
      options: { position: 'bottom-right', type: 'error' },
    });
  });

  it("shows the server's check of a section under it, with its message as the toast", async () => {
    const tooLong = 'Overview must be at most 5000 characters.';
    const platform = open({
      'GET /api/get_project_brief/': { body: { brief: BRIEF } },
      'POST /api/edit-project-brief/': {
        status: 422,
        body: { message: tooLong, errors: { project_overview: tooLong } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit project brief' });
    await waitFor(() => expect(within(form).getByLabelText('Overview')).toHaveAccessibleDescription(tooLong));
    expect(platform.toasts.at(-1)?.message).toBe(tooLong);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a viewer the brief without Edit, saying which level editing needs', async () => {
    renderPage(<BriefPage />, {
      path: '/project/workspace/:id/:name/project-brief',
      url: `${ROOT}/project-brief`,
      script: {
        'GET /api/projects/p1/': { body: { ...PROJECT, my_permissions: everyArea('View') } },
        'POST /api/insights/': { body: { page_message: 'Project Brief', insight: 'Fine.' } },
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'GET /api/get_project_brief/': { body: { brief: BRIEF } },
      },
      token: 'token-1',
    });
    expect(
      await screen.findByText(
        'Editing the brief needs Edit in Project Overview & Scope — ask the project owner.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Families')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Project Brief' })).toBeNull();
  });

  it("a refused save shows the server's reason, not 'Failed to save project brief.'", async () => {
    const platform = open({
      'GET /api/get_project_brief/': { body: { brief: BRIEF } },
      'POST /api/edit-project-brief/': {
        status: 403,
        body: { message: 'You need Edit access to Project Overview & Scope.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: 'You need Edit access to Project Overview & Scope.',
        options: { position: 'bottom-right', type: 'error' },
      }),
    );
  });

  it('goes to /login on a 401', async () => {
    open({ 'GET /api/get_project_brief/': { status: 401, body: { message: 'Unauthorized' } } });
    await waitForPath('/login');
  });

  it("shows the page assistant's change at once, with the new version", async () => {
    let version = 0;
    open({
      'GET /api/get_project_brief/': () => ({
        body: {
          brief: {
            ...BRIEF,
            version,
            project_brief_target_audience: version ? 'Small bakeries in Lagos' : 'Families',
          },
        },
      }),
      'POST /api/ai-page-conversation/': () => {
        version = 1;
        return {
          body: {
            response: 'Done: the Target Audience now reads "Small bakeries in Lagos".',
            updated_section_name: 'target_audience',
            new_content: 'Small bakeries in Lagos',
            choices: [],
            error: null,
          },
        };
      },
    });
    await screen.findByText('Families');
    await userEvent.type(
      screen.getByLabelText('Message the assistant'),
      'make the target audience small bakeries in Lagos',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Small bakeries in Lagos')).toBeInTheDocument();
    expect(
      screen.getByText('Done: the Target Audience now reads "Small bakeries in Lagos".'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('brief-version')).toHaveTextContent('V:1');
  });
});
