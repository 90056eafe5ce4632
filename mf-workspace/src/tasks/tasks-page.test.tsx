import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { placeCard } from './board-order';
import { TASK_COLUMNS } from './task-api';
import type { TaskCard } from './task-api';
import { card, frameScript, ROOT } from './task-test-data';
import type { Level } from './task-test-data';
import TasksPage from './tasks-page';

const TASKS: TaskCard[] = [
  card({
    id: 't1',
    name: 'Design the logo',
    assignees: [{ id: 'u2', name: 'Bola Ade', img: null }],
    features: [{ id: 'f1', name: 'Authentication' }],
    attachment_count: 2,
  }),
  card({ id: 't2', name: 'Write the copy', type: 'Write', position: 1 }),
  card({ id: 't3', name: 'Ship it', type: 'Code', status: 'Ready for Review' }),
];

function openBoard(level: Level = 'Full Access', tasks = TASKS) {
  let board = tasks;
  const { platform } = renderPage(<TasksPage />, {
    path: '/project/workspace/:id/:name/tasks',
    url: `${ROOT}/tasks`,
    script: {
      ...frameScript(level),
      'GET /api/projects/p1/tasks/': () => ({ body: { tasks: board } }),
      'POST /api/tasks/t2/move/': (request) => {
        const { status, position } = request.body as { status: TaskCard['status']; position: number };
        board = placeCard(board, 't2', status, position);
        return { body: { tasks: board } };
      },
      'POST /api/tasks/t3/move/': {
        status: 403,
        body: { message: 'You need Approve access to Task & Workflow Management.' },
      },
    },
    token: 'token-1',
  });
  return platform;
}

const column = (status: string) => screen.getByTestId(`column-${status}`);
const titlesIn = (status: string) =>
  within(column(status))
    .queryAllByTestId('task-card')
    .map((node) => within(node).getAllByRole('link')[0]?.textContent);

describe('TasksPage', () => {
  it("shows 'Project Tasks' with the seven columns, their captions and 'No tasks' where empty", async () => {
    openBoard();
    expect(await screen.findByRole('heading', { name: 'Project Tasks' })).toBeInTheDocument();
    const headings = within(await screen.findByTestId('task-board')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent?.replace(/\d+$/, '').trim())).toEqual(
      TASK_COLUMNS.map(({ status }) => status),
    );
    for (const { status, caption } of TASK_COLUMNS) {
      expect(within(column(status)).getByText(caption)).toBeInTheDocument();
    }
    expect(within(column('To Do')).getByText('No tasks')).toBeInTheDocument();
    expect(within(column('Backlog')).queryByText('No tasks')).not.toBeInTheDocument();
    expect(within(column('Backlog')).getByRole('link', { name: 'Add New Task' })).toHaveAttribute(
      'href',
      `${ROOT}/add-new-task`,
    );
    expect(within(column('To Do')).queryByRole('link', { name: 'Add New Task' })).not.toBeInTheDocument();
  });

  it('shows on each card its title, type, assignees, linked feature and attachment count', async () => {
    openBoard();
    const [first] = await screen.findAllByTestId('task-card');
    expect(within(first!).getByRole('link', { name: 'Design the logo' })).toHaveAttribute(
      'href',
      `${ROOT}/task-details?task=t1`,
    );
    expect(within(first!).getByText('Design')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Bola Ade' })).toHaveTextContent('BA');
    expect(within(first!).getByText('Feature: Authentication')).toBeInTheDocument();
    expect(within(first!).getByLabelText('2 attachments')).toBeInTheDocument();
    expect(titlesIn('Backlog')).toEqual(['Design the logo', 'Write the copy']);
  });

  it('moves a card with the keyboard through its Move menu, and saves the move', async () => {
    const platform = openBoard();
    const user = userEvent.setup();
    const move = await screen.findByRole('button', { name: 'Move Write the copy' });
    move.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Move Write the copy' });
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).toBeDisabled();
    expect(document.activeElement).toHaveTextContent('Move up');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(titlesIn('In Progress')).toEqual(['Write the copy']);
    await waitFor(() =>
      expect(platform.requests.find((r) => r.path === '/api/tasks/t2/move/')?.body).toEqual({
        status: 'In Progress',
        position: 0,
      }),
    );
    expect(titlesIn('Backlog')).toEqual(['Design the logo']);
    expect(document.activeElement).toHaveAccessibleName('Move Write the copy');

    await user.click(screen.getByRole('button', { name: 'Move Write the copy' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to Backlog' }));
    await waitFor(() => expect(titlesIn('Backlog')).toEqual(['Design the logo', 'Write the copy']));
  });

  it('offers Approved and Completed only to those who may approve; a refused move is undone', async () => {
    const platform = openBoard('Edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Ship it' }));
    expect(screen.getByRole('menuitem', { name: 'Move to Approved' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Move to Completed' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Move to Blocked' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)?.message).toBe('You need Approve access to Task & Workflow Management.'),
    );
    await waitFor(() => expect(titlesIn('Ready for Review')).toEqual(['Ship it']));
  });

  it('shows a viewer the board without moves or the Add New Task link', async () => {
    openBoard('View');
    await screen.findAllByTestId('task-card');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(column('Backlog')).queryByRole('link', { name: 'Add New Task' })).not.toBeInTheDocument();
  });

  it('gives each card a drag handle for mouse and keyboard dragging', async () => {
    openBoard();
    const handle = await screen.findByRole('button', { name: 'Drag Design the logo' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('shows a long column 20 cards at a time, and a card moved to its end where it lands', async () => {
    const toDo = Array.from({ length: 25 }, (_, i) =>
      card({ id: `d${i}`, name: `Step ${i + 1}`, status: 'To Do', position: i }),
    );
    openBoard('Full Access', [...TASKS, ...toDo]);
    const user = userEvent.setup();
    await screen.findAllByTestId('task-card');
    expect(titlesIn('To Do')).toHaveLength(20);
    expect(within(column('To Do')).getByRole('heading', { level: 2 })).toHaveTextContent('To Do 25');
    await user.click(within(column('To Do')).getByRole('button', { name: 'Show 5 more (5 hidden)' }));
    expect(titlesIn('To Do')).toHaveLength(25);
    expect(within(column('To Do')).queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Write the copy' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to To Do' }));
    await waitFor(() => expect(titlesIn('To Do').at(-1)).toBe('Write the copy'));
    expect(titlesIn('To Do')).toHaveLength(26);
  });
});
