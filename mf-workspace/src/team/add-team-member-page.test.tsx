import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchScript, holdPosts, renderPage, waitForPath } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import AddTeamMemberPage from './add-team-member-page';
import PermissionsPage from './permissions-page';
import { INVITE_TEXTS } from './team-texts';
import { ROOT, teamFrame } from './team-test-data';

const PATH = '/project/workspace/:id/:name/add-team-member';

function openForm(script: FetchScript = {}) {
  const { platform } = renderPage(<AddTeamMemberPage />, {
    path: PATH,
    url: `${ROOT}/add-team-member`,
    script: { ...teamFrame(), ...script },
    token: 'token-1',
  });
  return platform;
}

const toasts = (platform: ReturnType<typeof openForm>) =>
  platform.toasts.map((toast) => [toast.message, toast.options?.position]);

async function fill(email: string, role: string, access: string) {
  const user = userEvent.setup();
  await screen.findByLabelText('Email');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (role) await user.selectOptions(screen.getByLabelText('Role'), role);
  if (access) await user.selectOptions(screen.getByLabelText('Access'), access);
  return user;
}

const submit = () => screen.getByRole('button', { name: /Add Team Member|Sending/ });

describe('AddTeamMemberPage', () => {
  it.each([
    ['', 'Editor', 'Full Access', INVITE_TEXTS.required],
    ['tunde@example.com', '', 'Full Access', INVITE_TEXTS.required],
    ['tunde', 'Editor', 'Full Access', INVITE_TEXTS.invalidEmail],
    ['tunde@example.com', 'Editor', 'Custom Permissions', INVITE_TEXTS.customIncomplete],
  ])('checks the form first (%s, %s, %s)', async (email, role, access, message) => {
    const platform = openForm();
    const user = await fill(email, role, access);
    await user.click(submit());
    expect(toasts(platform)).toEqual([[message, 'bottom-right']]);
    expect(platform.requests.some((request) => request.path === '/api/add-team-member/')).toBe(false);
  });

  it('suggests people from the 3rd character; a failed search empties the list', async () => {
    let fail = false;
    const platform = openForm({
      'GET /api/search-users': () =>
        fail
          ? { status: 429, body: { message: 'Too many attempts.' } }
          : { body: { users: [{ id: 'u9', name: 'Tunde Bello', email: 'tunde@example.com', img: null }] } },
    });
    const user = await fill('tu', '', '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      platform.requests.map((request) => request.url).some((url) => url.includes('/api/search-users')),
    ).toBe(false);
    await user.type(screen.getByLabelText('Email'), 'n');
    const suggestion = await screen.findByRole('button', { name: /Tunde Bello/ });
    expect(
      platform.requests.map((request) => request.url).find((url) => url.includes('/api/search-users')),
    ).toContain('query=tun');
    fail = true;
    await user.type(screen.getByLabelText('Email'), 'd');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Tunde Bello/ })).toBeNull());
    fail = false;
    await user.type(screen.getByLabelText('Email'), 'e');
    await user.click(await screen.findByRole('button', { name: /Tunde Bello/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('tunde@example.com');
    expect(suggestion).toBeDefined();
  });

  it("sends Full Access with only the four fields, shows 'Sending...', ignores a second submit, then goes on", async () => {
    const platform = openForm({
      'POST /api/add-team-member/': {
        body: {
          message: 'Team member added successfully!',
          redirect_url: `${ROOT}/team-member-added-successfully?role=Editor`,
        },
      },
    });
    // The answer waits until the test lets it through, so the page stays in its sending state.
    const held = holdPosts(platform, '/api/add-team-member/');
    const user = await fill('tunde@example.com', 'Editor', 'Full Access');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.click(submit());
    held.release();
    await waitForPath(`${ROOT}/team-member-added-successfully`);
    const sent = platform.requests.filter((request) => request.path === '/api/add-team-member/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'tunde@example.com',
      role: 'Editor',
      access: 'Full Access',
      projectId: 'p1',
    });
    expect(toasts(platform)).toEqual([['Team member added successfully!', 'bottom-right']]);
  });

  it.each([
    [
      { status: 409, body: { message: 'This person is already a member of this project.' } },
      'This person is already a member of this project.',
    ],
    [{ status: 500, body: {} }, INVITE_TEXTS.failed],
    [new TypeError('Failed to fetch'), INVITE_TEXTS.network],
  ])('tells a failure as a bottom-right toast (%#)', async (reply, message) => {
    const platform = openForm({ 'POST /api/add-team-member/': reply });
    const user = await fill('tunde@example.com', 'Editor', 'Full Access');
    await user.click(submit());
    await waitFor(() => expect(toasts(platform)).toEqual([[message, 'bottom-right']]));
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeEnabled();
  });

  it('carries the form to the permissions page and back with one level per area', async () => {
    const { platform } = renderPage(<AddTeamMemberPage />, {
      path: PATH,
      url: `${ROOT}/add-team-member`,
      routes: { [`${PATH}/permissions`]: <PermissionsPage /> },
      script: {
        ...teamFrame(),
        'POST /api/add-team-member/': {
          body: { message: 'Invitation sent to tunde@example.com.', redirect_url: `${ROOT}/done` },
        },
      },
      token: 'token-1',
    });
    const user = await fill('tunde@example.com', 'Viewer', 'Custom Permissions');
    await user.click(screen.getByRole('link', { name: 'Set custom permissions' }));
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Project Overview & Scope',
      'Task & Workflow Management',
      'Project Files & Documentation',
      'Team Management & Collaboration',
      'Budget & Financial Control',
    ]);
    for (const group of groups) await user.click(group.querySelector('input[value="View"]')!);
    await user.click(groups[1]!.querySelector('input[value="Edit"]')!);
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('tunde@example.com');
    await user.click(submit());
    await waitForPath(`${ROOT}/done`);
    expect(platform.requests.find((request) => request.path === '/api/add-team-member/')?.body).toEqual({
      email: 'tunde@example.com',
      role: 'Viewer',
      access: 'Custom Permissions',
      projectId: 'p1',
      projectOverviewAndScope: 'View',
      taskAndWorkflowManagement: 'Edit',
      projectFilesAndDocumentations: 'View',
      teamManagenentAndCollaboration: 'View',
      budgetAndFinancialControl: 'View',
    });
  });
});
