import { everyArea } from '@platform/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchScript, holdPosts, renderPage, toastMessages } from '@platform/shared-ui/testing';
import type { ProjectDetails } from '../projects/project-api';
import type { ProjectFeature } from './feature-api';
import FeaturesPage from './features-page';

const ROOT = '/project/workspace/p1/crumbs';
const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Crumbs',
  status: 'IN_PROGRESS',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: null,
  type: 'Development project',
  team_members: [],
  budget: null,
  timeline: null,
  brief_version: 0,
  my_permissions: everyArea('Full Access'),
};
const FEATURE: ProjectFeature = {
  feature_id: 'f1',
  feature_name: 'Order tracking',
  feature_short_description: "Customers see each order's status",
  feature_specification: ["Customers see each order's status"],
  feature_progress: 50,
  feature_sprint: null,
  date_created: '2026-03-02T10:00:00Z',
};

function open(script: FetchScript) {
  const { platform } = renderPage(<FeaturesPage />, {
    path: '/project/workspace/:id/:name/project-features',
    url: `${ROOT}/project-features`,
    script: {
      'GET /api/projects/p1/': { body: PROJECT },
      'POST /api/insights/': { body: { page_message: 'Features', insight: 'Fine.' } },
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      ...script,
    },
    token: 'token-1',
  });
  return platform;
}

describe('FeaturesPage', () => {
  it("shows 'No Project Feature Yet.', then adds a feature from the dialog and lists it at once", async () => {
    const platform = open({
      'POST /api/get-project-features/': { body: { features: [] } },
      'POST /api/add-feature/': {
        status: 201,
        body: { message: 'Feature added successfully!', feature: FEATURE, error: null },
      },
    });
    expect(await screen.findByText('No Project Feature Yet.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Crumbs Features and Specifications (0)' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Feature' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Feature' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    const name = within(dialog).getByLabelText('Feature name');
    expect(name).toHaveAccessibleDescription('Feature name and specification are required.');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Specification')).toHaveAttribute('aria-invalid', 'true');
    expect(platform.requests.some((r) => r.path === '/api/add-feature/')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Feature name'), 'Order tracking');
    await userEvent.type(within(dialog).getByLabelText('Specification'), "Customers see each order's status");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    const card = await screen.findByRole('listitem', { name: 'Order tracking' });
    expect(within(card).getByText('50%')).toBeInTheDocument();
    expect(within(card).getByText('Sprint Not Assigned')).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({
      message: 'Feature added successfully!',
      options: { position: 'bottom-right', type: 'success' },
    });
    expect(
      screen.getByRole('heading', { name: 'Crumbs Features and Specifications (1)' }),
    ).toBeInTheDocument();
  });

  it("shows the server's error, or 'An error occurred. Please try again.'", async () => {
    const platform = open({
      'POST /api/get-project-features/': { body: { features: [] } },
      'POST /api/add-feature/': {
        status: 409,
        body: { message: 'This project already has a feature with that name.' },
      },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Feature' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Feature' });
    await userEvent.type(within(dialog).getByLabelText('Feature name'), 'Menu');
    await userEvent.type(within(dialog).getByLabelText('Specification'), 'Prices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project already has a feature with that name.',
    );
    expect(toastMessages(platform)).toContain('This project already has a feature with that name.');
    expect(within(dialog).getByRole('button', { name: 'Add Feature' })).toBeEnabled();
  });

  it("waits while sending; a server failure is 'An error occurred. Please try again.' in the dialog and toast", async () => {
    const platform = open({
      'POST /api/get-project-features/': { body: { features: [] } },
      'POST /api/add-feature/': { status: 500, body: { message: 'Internal error' } },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Feature' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Feature' });
    await userEvent.type(within(dialog).getByLabelText('Feature name'), 'Menu');
    await userEvent.type(within(dialog).getByLabelText('Specification'), 'Prices');
    const held = holdPosts(platform, '/api/add-feature/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    await waitFor(() => expect(toastMessages(platform)).toEqual(['An error occurred. Please try again.']));
  });

  it("shows each feature's specifications or 'No specifications available', and edits the sprint", async () => {
    open({
      'POST /api/get-project-features/': {
        body: { features: [{ ...FEATURE, feature_specification: [] }] },
      },
      'PATCH /api/features/f1/': { body: { feature: { ...FEATURE, feature_sprint: 'Sprint 2' } } },
    });
    const card = await screen.findByRole('listitem', { name: 'Order tracking' });
    expect(within(card).getByText('No specifications available')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Feature' });
    await userEvent.type(within(dialog).getByLabelText('Specification'), 'Status page');
    await userEvent.type(within(dialog).getByLabelText('Sprint'), 'Sprint 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Feature' }));
    expect(
      await within(await screen.findByRole('listitem', { name: 'Order tracking' })).findByText('Sprint 2'),
    ).toBeInTheDocument();
  });

  it('shows a viewer the features without Add, Edit or Delete, and says which level changing them needs', async () => {
    renderPage(<FeaturesPage />, {
      path: '/project/workspace/:id/:name/project-features',
      url: `${ROOT}/project-features`,
      script: {
        'GET /api/projects/p1/': { body: { ...PROJECT, my_permissions: everyArea('View') } },
        'POST /api/insights/': { body: { page_message: 'Features', insight: 'Fine.' } },
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/get-project-features/': { body: { features: [FEATURE] } },
      },
      token: 'token-1',
    });
    const card = await screen.findByRole('listitem', { name: 'Order tracking' });
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Feature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Project' })).toBeNull();
    expect(
      screen.getByText(
        'Adding or changing features needs Edit in Project Overview & Scope — ask the project owner.',
      ),
    ).toBeInTheDocument();
  });
});
