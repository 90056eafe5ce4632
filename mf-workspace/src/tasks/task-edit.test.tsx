import { renderPage, toastMessages } from '@platform/shared-ui/testing';
import type { FetchScript } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TaskDetail } from './task-api';
import TaskDetailsPage from './task-details-page';
import TasksPage from './tasks-page';
import { card, DETAIL, frameScript, ROOT } from './task-test-data';
import type { Level } from './task-test-data';

const STALE =
  'Someone changed this task after you opened it. Reload it to see their changes, then try again.';

function openDetail(level: Level, extra: FetchScript = {}) {
  let task: TaskDetail = DETAIL;
  const rendered = renderPage(<TaskDetailsPage />, {
    path: '/project/workspace/:id/:name/task-details',
    url: `${ROOT}/task-details?task=t1`,
    script: {
      ...frameScript(level),
      'GET /api/tasks/t1/': () => ({ body: task }),
      'POST /api/get-project-features/': {
        body: { features: [{ feature_id: 'f1', feature_name: 'Authentication' }] },
      },
      'PATCH /api/tasks/t1/': (request) => {
        const body = request.body as { name: string; version: number; description: string };
        task = { ...task, name: body.name, description: body.description, version: body.version + 1 };
        return { body: { message: 'Task updated.', task } };
      },
      'POST /api/tasks/t1/checklist/': (request) => {
        const { text } = request.body as { text: string };
        task = { ...task, checklist: [...task.checklist, { id: 's1', text, done: false }] };
        return { status: 201, body: { message: 'Step added.', task } };
      },
      'PATCH /api/tasks/t1/checklist/s1/': (request) => {
        const { done } = request.body as { done: boolean };
        task = { ...task, checklist: task.checklist.map((step) => ({ ...step, done })) };
        return { body: { message: 'Step saved.', task } };
      },
      ...extra,
    },
    token: 'token-1',
  });
  return rendered;
}

describe('editing a task', () => {
  it('saves every field through Edit Task, sending the version it was opened with', async () => {
    const { platform } = openDetail('Edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Task' }));
    const form = screen.getByRole('form', { name: 'Edit Task' });
    const title = within(form).getByLabelText('Task Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Design the round logo');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Design the round logo' })).toBeInTheDocument();
    expect(toastMessages(platform)).toContain('Task updated.');
    const sent = platform.requests.find((request) => request.method === 'PATCH');
    expect(sent?.body).toMatchObject({
      version: DETAIL.version,
      name: 'Design the round logo',
      type: 'Design',
      visibility: 'Entire project',
      assignees: ['u2'],
      features: ['f1'],
    });
  });

  it('shows the refusal of a stale edit and keeps the form', async () => {
    openDetail('Edit', { 'PATCH /api/tasks/t1/': { status: 409, body: { message: STALE } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Task' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Task' })).toBeInTheDocument();
  });

  it('offers neither Edit nor Delete to a viewer, and shows the checklist read-only', async () => {
    openDetail('View');
    expect(await screen.findByRole('heading', { name: 'Design the logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Step' })).not.toBeInTheDocument();
  });
});

describe('the checklist', () => {
  it('adds a step and ticks it off', async () => {
    openDetail('Edit');
    const checklist = await screen.findByRole('region', { name: 'Checklist' });
    await userEvent.type(within(checklist).getByLabelText('New step'), 'Pick the colours');
    await userEvent.click(within(checklist).getByRole('button', { name: 'Add Step' }));
    const step = await within(checklist).findByRole('checkbox', { name: 'Pick the colours' });
    await userEvent.click(step);
    await waitFor(() => expect(within(checklist).getByText('1 of 1 done')).toBeInTheDocument());
  });
});

describe('deleting a task', () => {
  function openBoard(extra: FetchScript = {}) {
    return renderPage(<TasksPage />, {
      path: '/project/workspace/:id/:name/tasks',
      url: `${ROOT}/tasks`,
      state: { deleteTask: { id: 't1', name: 'Design the logo', version: 3 } },
      script: {
        ...frameScript('Edit'),
        'GET /api/projects/p1/tasks/': {
          body: {
            tasks: [card({ id: 't1', name: 'Design the logo' }), card({ id: 't2', name: 'Write copy' })],
          },
        },
        'DELETE /api/tasks/t1/': { body: { message: 'Task deleted.' } },
        ...extra,
      },
      token: 'token-1',
    });
  }

  it('hides the card with an Undo; Undo brings it back and nothing is deleted', async () => {
    const { platform } = openBoard();
    expect(await screen.findByText('Task deleted: Design the logo.')).toBeInTheDocument();
    expect(await screen.findByText('Write copy')).toBeInTheDocument();
    expect(screen.queryByText('Design the logo', { selector: 'a' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Design the logo', { selector: 'a' })).toBeInTheDocument();
    expect(platform.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('sends the delete with its version once the Undo time has passed', async () => {
    const { platform } = openBoard();
    await screen.findByText('Write copy');
    await waitFor(
      () =>
        expect(platform.requests.find((request) => request.method === 'DELETE')?.url).toContain('version=3'),
      { timeout: 8000 },
    );
  }, 15_000);
});
