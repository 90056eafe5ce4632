import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  /** What the board answers from now on (a teammate's change). */
  const changeBoard = (change: (tasks: TaskCard[]) => TaskCard[]) => {
    board = change(board);
  };
  return Object.assign(platform, { changeBoard });
}

const column = (status: string) => screen.getByTestId(`column-${status}`);
const titlesIn = (status: string) =>
  within(column(status))
    .queryAllByTestId('task-card')
    .map((node) => within(node).getAllByRole('link')[0]?.textContent);

/** The tab's live stream (`GET /api/events/`, read with the global fetch), written by the test. */
function liveEvents() {
  let write: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      write = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 200 })));
  let id = 0;
  return (taskId: string, actorId: string) => {
    id += 1;
    const change = {
      id: String(id),
      kind: 'task.moved',
      projectId: 'p1',
      actorId,
      subject: { type: 'task', id: taskId },
      summary: 'moved a task',
      data: {},
      at: '2026-11-27T06:00:00.000Z',
    };
    write(`event: task.moved\nid: ${id}\ndata: ${JSON.stringify(change)}\n\n`);
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TasksPage', () => {
  it("shows 'Project Tasks' with the seven columns, their captions and 'No tasks' where empty", async () => {
    openBoard();
    expect(await screen.findByRole('heading', { name: 'Project Tasks' })).toBeInTheDocument();
    // The footer names the page as its heading does (the spec's tasks board title).
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Project Tasks$/);
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

  it("reloads the board for a teammate's move, not for the live event of its own move", async () => {
    const moved = liveEvents();
    const platform = openBoard();
    const user = userEvent.setup();
    const boardReads = () => platform.requests.filter((r) => r.path === '/api/projects/p1/tasks/').length;
    await user.click(await screen.findByRole('button', { name: 'Move Write the copy' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to In Progress' }));
    await waitFor(() => expect(platform.requests.some((r) => r.path === '/api/tasks/t2/move/')).toBe(true));
    const before = boardReads();
    moved('t2', 'u1');
    // A task apart, so that a reload for the own move would not be merged with the teammate's.
    await new Promise((resolve) => setTimeout(resolve));
    platform.changeBoard((tasks) => placeCard(tasks, 't1', 'Blocked', 0));
    moved('t1', 'u2');
    await waitFor(() => expect(titlesIn('Blocked')).toEqual(['Design the logo']));
    expect(boardReads()).toBe(before + 1);
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
