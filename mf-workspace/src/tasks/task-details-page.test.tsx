import { holdPosts, renderPage, type FetchScript, toastMessages } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TaskDetail } from './task-api';
import TaskDetailsPage from './task-details-page';
import { card, DETAIL, frameScript, ROOT } from './task-test-data';
import type { Level } from './task-test-data';
import { TASK_FORM_MESSAGES } from '@platform/contract';

function openDetail(query: string, level: Level = 'Full Access', extra: FetchScript = {}) {
  let task: TaskDetail = DETAIL;
  const { platform } = renderPage(<TaskDetailsPage />, {
    path: '/project/workspace/:id/:name/task-details',
    url: `${ROOT}/task-details${query}`,
    script: {
      ...frameScript(level),
      'GET /api/projects/p1/tasks/': {
        body: {
          tasks: [
            card({ id: 'old', name: 'Old', created_at: '2026-01-01T00:00:00Z' }),
            card({ id: 't1', name: 'Design the logo', created_at: '2026-03-02T10:00:00Z', position: 1 }),
          ],
        },
      },
      'GET /api/tasks/t1/': () => ({ body: task }),
      'POST /api/tasks/t1/move/': () => {
        task = {
          ...task,
          status: 'Ready for Review',
          next_status: 'Approved',
          history: [
            ...task.history,
            {
              id: '3',
              kind: 'moved',
              text: 'moved it from In Progress to Ready for Review',
              actor: { id: 'u1', name: 'Ada Obi' },
              created_at: '2026-03-04T10:00:00Z',
            },
          ],
        };
        return { body: { tasks: [] } };
      },
      'POST /api/tasks/t1/timeline/': (request) => {
        const body = request.body as { start_date: string | null; estimated_completion: string | null };
        task = { ...task, ...body };
        return { body: task };
      },
      ...extra,
    },
    token: 'token-1',
  });
  return platform;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('TaskDetailsPage', () => {
  it('shows the task of ?task= with every section of the task detail screen', async () => {
    openDetail('?task=t1');
    expect(await screen.findByRole('heading', { name: 'Design the logo' })).toBeInTheDocument();
    expect(screen.getByTestId('task-status')).toHaveTextContent('In Progress');
    expect(within(section('Description')).getByText('A round logo.')).toBeInTheDocument();
    expect(within(section('Assigned To')).getByText('Bola Ade')).toBeInTheDocument();
    expect(within(section('Assigned To')).getByText('Editor')).toBeInTheDocument();
    expect(within(section('Timeline')).getByText('3 Dec 2026')).toBeInTheDocument();
    expect(within(section('Timeline')).getByText('10 Dec 2026')).toBeInTheDocument();
    expect(within(section('Linked Items')).getByText('Authentication')).toBeInTheDocument();
    expect(within(section('Linked Items')).getByText('Bakery Website')).toBeInTheDocument();
    expect(
      within(section('Files & Attachments')).getByRole('button', { name: 'Download brief.pdf' }),
    ).toBeInTheDocument();
    const history = within(section('Task History')).getAllByRole('listitem');
    expect(history.map((item) => item.textContent?.replace(/^.*?\d{2}:\d{2}/, ''))).toEqual([
      'Ada Obi created the Design task in Backlog',
      'Bola Ade moved it from Backlog to In Progress',
    ]);
    expect(within(section('Next Steps')).getByText('Move to Ready for Review')).toBeInTheDocument();
  });

  it("opens the project's most recent task without an id", async () => {
    const platform = openDetail('');
    expect(await screen.findByRole('heading', { name: 'Design the logo' })).toBeInTheDocument();
    expect(platform.requests.some((request) => request.path === '/api/tasks/t1/')).toBe(true);
  });

  it('moves the task to the next column with the status button, and its history shows it', async () => {
    const platform = openDetail('?task=t1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to Ready for Review' }));
    await waitFor(() => expect(screen.getByTestId('task-status')).toHaveTextContent('Ready for Review'));
    expect(platform.requests.find((request) => request.path === '/api/tasks/t1/move/')?.body).toEqual({
      status: 'Ready for Review',
      position: 100000,
    });
    expect(
      within(section('Task History')).getByText(/moved it from In Progress to Ready for Review/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Approved' })).toBeInTheDocument();
  });

  it('edits the timeline, refusing a completion before the start', async () => {
    const platform = openDetail('?task=t1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit timeline' }));
    const start = screen.getByLabelText('Start');
    const due = screen.getByLabelText('Estimated completion');
    await user.clear(start);
    await user.type(start, '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Save timeline' }));
    expect(due).toHaveAccessibleDescription(TASK_FORM_MESSAGES.timelineOrder);
    expect(due).toHaveFocus();
    expect(toastMessages(platform)).toEqual([TASK_FORM_MESSAGES.timelineOrder]);
    await user.clear(due);
    await user.type(due, '2026-12-24');
    expect(due).not.toHaveAttribute('aria-invalid');
    const held = holdPosts(platform, '/api/tasks/t1/timeline/');
    await user.click(screen.getByRole('button', { name: 'Save timeline' }));
    expect(screen.getByRole('button', { name: 'Save timeline' })).toBeDisabled();
    held.release();
    expect(await within(section('Timeline')).findByText('24 Dec 2026')).toBeInTheDocument();
    expect(platform.requests.find((request) => request.path === '/api/tasks/t1/timeline/')?.body).toEqual({
      start_date: '2026-12-20',
      estimated_completion: '2026-12-24',
    });
  });

  it('asks for a half-typed date to be finished rather than clearing the saved one', async () => {
    const platform = openDetail('?task=t1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit timeline' }));
    const due = screen.getByLabelText('Estimated completion');
    // The browser gives an incomplete date as an empty value, with the input's validity saying so.
    Object.defineProperty((due as HTMLInputElement).validity, 'badInput', {
      value: true,
      configurable: true,
    });
    fireEvent.change(due, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save timeline' }));
    expect(due).toHaveAccessibleDescription('Please pick a real estimated completion date.');
    expect(platform.requests.some((request) => request.path === '/api/tasks/t1/timeline/')).toBe(false);
  });

  it("shows the server's refusal of the timeline under its field, as the error toast", async () => {
    const refusal = 'The estimated completion cannot be before the start date.';
    const platform = openDetail('?task=t1', 'Full Access', {
      'POST /api/tasks/t1/timeline/': {
        status: 422,
        body: { message: refusal, errors: { estimated_completion: refusal } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit timeline' }));
    await user.click(screen.getByRole('button', { name: 'Save timeline' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Estimated completion')).toHaveAccessibleDescription(refusal),
    );
    expect(platform.toasts.at(-1)).toEqual({
      message: refusal,
      options: { position: 'bottom-right', type: 'error' },
    });
    expect(screen.getByRole('button', { name: 'Save timeline' })).toBeEnabled();
  });

  it('lets a viewer read the task without the status button or timeline editing', async () => {
    openDetail('?task=t1', 'View');
    expect(await screen.findByRole('heading', { name: 'Design the logo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Edit timeline' })).not.toBeInTheDocument();
  });

  it('disables moving into Approved for those who may not approve', async () => {
    openDetail('?task=t1', 'Edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move to Ready for Review' }));
    expect(await screen.findByRole('button', { name: 'Move to Approved' })).toBeDisabled();
  });
});
