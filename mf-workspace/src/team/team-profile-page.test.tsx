import {
  type FetchScript,
  holdCalls,
  renderPage,
  toastMessages,
  waitForPath,
} from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionLevel } from '@platform/contract';
import type { MemberProfile } from './team-api';
import TeamProfilePage from './team-profile-page';
import { ROOT, row, teamFrame } from './team-test-data';

const PATH = '/project/workspace/:id/:name/team-profile';

const PROFILE: MemberProfile = {
  ...row({ id: 'u2', name: 'Bola Ade', role: 'Reviewer', current_focus: 'Build the login' }),
  managed_by: 'Ada Obi',
  responsibilities: 'Checks the copy.',
  active_tasks: [{ id: 't1', name: 'Build the login', status: 'In Progress' }],
  linked_resources: [{ id: 'r1', name: 'Style guide', kind: 'Link' }],
};

function openProfile(level: PermissionLevel, me = 'me', extra: FetchScript = {}) {
  const { platform } = renderPage(<TeamProfilePage />, {
    path: PATH,
    url: `${ROOT}/team-profile?member=u2`,
    script: {
      ...teamFrame(level, me),
      'GET /api/projects/p1/team/u2/': { body: PROFILE },
      'PATCH /api/projects/p1/team/u2/': { body: { ...PROFILE, responsibilities: 'Writes the copy.' } },
      'DELETE /api/projects/p1/team/u2/': { body: { message: 'Team member removed.' } },
      'POST /api/projects/p1/leave/': { body: { message: 'You left Bakery Website.' } },
      ...extra,
    },
    token: 'token-1',
  });
  return platform;
}

describe('TeamProfilePage', () => {
  it('shows name, role, status, managed by, start date, responsibilities, active tasks and linked resources', async () => {
    openProfile('View');
    expect(await screen.findByRole('heading', { name: 'Bola Ade' })).toBeInTheDocument();
    for (const text of [
      'Reviewer',
      'Active',
      'Ada Obi',
      '2 Mar 2026',
      'Checks the copy.',
      'In Progress',
      'Style guide',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Build the login' })).toHaveAttribute(
      'href',
      `${ROOT}/task-details?task=t1`,
    );
    expect(screen.queryByRole('button', { name: 'Edit responsibilities' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove from project' })).toBeNull();
  });

  it('Edit in Team Management writes responsibilities', async () => {
    const platform = openProfile('Edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit responsibilities' }));
    await user.clear(screen.getByLabelText('Responsibilities'));
    await user.type(screen.getByLabelText('Responsibilities'), 'Writes the copy.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        responsibilities: 'Writes the copy.',
      }),
    );
    expect(screen.queryByRole('form', { name: 'Role and access' })).toBeNull();
  });

  it('Full Access changes the role and levels and removes the member', async () => {
    const platform = openProfile('Full Access');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Role and access' });
    await user.selectOptions(screen.getAllByLabelText('Role')[0]!, 'Editor');
    await user.selectOptions(screen.getByLabelText('Task & Workflow Management'), 'Edit');
    const held = holdCalls(platform, 'PATCH', '/api/projects/p1/team/u2/');
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    expect(screen.getByRole('button', { name: 'Save access' })).toBeDisabled();
    held.release();
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: 'Saved.',
        options: { position: 'bottom-right', type: 'success' },
      }),
    );
    await waitFor(() =>
      expect(platform.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
        role: 'Editor',
        access: 'Custom Permissions',
        taskAndWorkflowManagement: 'Edit',
        budgetAndFinancialControl: 'View',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove from project' }));
    await waitForPath(`${ROOT}/project-team`);
  });

  it("shows the server's refusal of the responsibilities under them, keeping the draft", async () => {
    const tooLong = 'Responsibilities are at most 2000 characters.';
    const platform = openProfile('Edit', 'me', {
      'PATCH /api/projects/p1/team/u2/': {
        status: 422,
        body: { message: tooLong, errors: { responsibilities: tooLong } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit responsibilities' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Responsibilities')).toHaveAccessibleDescription(tooLong),
    );
    expect(toastMessages(platform)).toEqual([tooLong]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('the member themself can leave', async () => {
    openProfile('View', 'u2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave project' }));
    await waitForPath('/dashboard');
  });
});
