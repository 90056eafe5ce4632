import { beforeAll, describe, expect, it } from 'vitest';
import { addTask, file, pdfBytes, pngBytes } from './support/task-fixtures.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
const people = ['owner', 'editor', 'viewer', 'stranger'] as const;
type Who = (typeof people)[number];
const users = {} as Record<Who, TestUser>;
const tokens = {} as Record<Who, string>;
let projectId: string;
let featureId: string;

const STALE =
  'Someone changed this task after you opened it. Reload it to see their changes, then try again.';

interface Detail {
  id: string;
  name: string;
  type: string;
  description: string;
  visibility: string;
  status: string;
  position: number;
  version: number;
  due_date: string | null;
  overdue: boolean;
  checklist_done: number;
  checklist_total: number;
  checklist: { id: string; text: string; done: boolean }[];
  assignees: { id: string }[];
  features: { id: string; name: string }[];
  attachments: { id: string; name: string }[];
  history: { kind: string; text: string; actor: { id: string } | null }[];
}

const send = (who: Who, method: string, path: string, body?: unknown) =>
  h.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function newTask(name = 'Design the logo', extra: Record<string, unknown> = {}) {
  const response = await addTask(h.app, tokens.owner, {
    name,
    type: 'Design',
    description: 'A round logo.',
    project_id: projectId,
    assignees: JSON.stringify([users.editor.id]),
    ...extra,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { task: Detail }).task;
}

const detail = async (taskId: string) =>
  (await (await h.app.request(`/api/tasks/${taskId}/`, bearer(tokens.owner))).json()) as Detail;

const editBody = (task: Detail, change: Record<string, unknown> = {}) => ({
  version: task.version,
  name: task.name,
  type: task.type,
  description: task.description,
  visibility: task.visibility,
  assignees: task.assignees.map((person) => person.id),
  features: task.features.map((feature) => feature.id),
  ...change,
});

beforeAll(async () => {
  for (const who of people) {
    users[who] = await createUser(h.db);
    tokens[who] = await logIn(h.app, users[who]);
  }
  const { prisma } = h.db;
  projectId = (await prisma.project.create({ data: { ownerId: users.owner.id, name: 'Bakery Website' } })).id;
  await prisma.projectMember.createMany({
    data: [
      { projectId, userId: users.editor.id, role: 'Editor', taskAndWorkflow: 'EDIT' },
      { projectId, userId: users.viewer.id, role: 'Viewer', taskAndWorkflow: 'VIEW' },
    ],
  });
  featureId = (
    await prisma.projectFeature.create({
      data: { projectId, name: 'Ordering', shortDescription: 'x', specifications: [] },
    })
  ).id;
});

describe('PATCH /api/tasks/{id}/', () => {
  it('changes every field of the form, writes each change to the history and raises the version', async () => {
    const task = await newTask();
    const response = await send(
      'editor',
      'PATCH',
      `/api/tasks/${task.id}/`,
      editBody(task, {
        name: 'Design the round logo',
        type: 'Code',
        description: 'Now in SVG.',
        visibility: 'Assignees only',
        assignees: [users.editor.id, users.owner.id],
        features: [featureId],
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; task: Detail };
    expect(body.message).toBe('Task updated.');
    expect(body.task).toMatchObject({
      name: 'Design the round logo',
      type: 'Code',
      description: 'Now in SVG.',
      visibility: 'Assignees only',
      features: [{ id: featureId, name: 'Ordering' }],
      version: task.version + 1,
    });
    expect(body.task.assignees.map((person) => person.id).sort()).toEqual(
      [users.editor.id, users.owner.id].sort(),
    );
    const texts = body.task.history.filter((entry) => entry.actor?.id === users.editor.id).map((e) => e.text);
    expect(texts).toEqual([
      'renamed it from "Design the logo" to "Design the round logo"',
      'changed the type from Design to Code',
      'changed the description',
      'changed who sees it from Entire project to Assignees only',
      expect.stringMatching(/^assigned it to /),
      'linked it to Ordering',
    ]);
  });

  it('refuses a stale version with a clear 409 and changes nothing', async () => {
    const task = await newTask('Stale one');
    expect(
      (await send('owner', 'PATCH', `/api/tasks/${task.id}/`, editBody(task, { name: 'First' }))).status,
    ).toBe(200);
    const second = await send(
      'editor',
      'PATCH',
      `/api/tasks/${task.id}/`,
      editBody(task, { name: 'Second' }),
    );
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(STALE);
    expect((await detail(task.id)).name).toBe('First');
  });

  it('checks the edit with the add-task rules and messages', async () => {
    const task = await newTask('Checked');
    const empty = await send('owner', 'PATCH', `/api/tasks/${task.id}/`, editBody(task, { name: '  ' }));
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'Task Name, Task Type, Task Description, and Assigned To are required.',
    );
    const outsider = await send(
      'owner',
      'PATCH',
      `/api/tasks/${task.id}/`,
      editBody(task, { assignees: [users.stranger.id] }),
    );
    expect(outsider.status).toBe(422);
    expect((await detail(task.id)).version).toBe(task.version);
  });

  it('drops the files named, and adds more, with the history saying so', async () => {
    const task = await newTask('With files', {
      attachments: [file(pdfBytes(), 'brief.pdf', 'application/pdf')],
    });
    const form = new FormData();
    form.set('version', String(task.version));
    form.append('attachments', file(pngBytes(), 'mock-up.png'));
    const added = await h.app.request(`/api/tasks/${task.id}/attachments/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.owner}` },
      body: form,
    });
    expect(added.status).toBe(201);
    const withTwo = ((await added.json()) as { task: Detail }).task;
    expect(withTwo.attachments.map((a) => a.name)).toEqual(['brief.pdf', 'mock-up.png']);
    const pdf = withTwo.attachments.find((a) => a.name === 'brief.pdf');
    const dropped = await send(
      'owner',
      'PATCH',
      `/api/tasks/${task.id}/`,
      editBody(withTwo, { remove_attachments: [pdf?.id] }),
    );
    expect(dropped.status).toBe(200);
    const after = ((await dropped.json()) as { task: Detail }).task;
    expect(after.attachments.map((a) => a.name)).toEqual(['mock-up.png']);
    expect(after.history.map((entry) => entry.text)).toContain('removed brief.pdf');
  });

  it('needs Edit on tasks, as creating does; strangers get 404', async () => {
    const task = await newTask('Guarded');
    const viewer = await send('viewer', 'PATCH', `/api/tasks/${task.id}/`, editBody(task, { name: 'No' }));
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as { message: string }).message).toBe(
      'You need Edit access to Task & Workflow Management.',
    );
    expect((await send('stranger', 'PATCH', `/api/tasks/${task.id}/`, editBody(task))).status).toBe(404);
  });
});

describe('DELETE /api/tasks/{id}/', () => {
  it('deletes the task and closes the gap in its column', async () => {
    const first = await newTask('Column first');
    const second = await newTask('Column second');
    const response = await send('editor', 'DELETE', `/api/tasks/${first.id}/?version=${first.version}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Task deleted.' });
    expect((await h.app.request(`/api/tasks/${first.id}/`, bearer(tokens.owner))).status).toBe(404);
    const board = (await (
      await h.app.request(`/api/projects/${projectId}/tasks/`, bearer(tokens.owner))
    ).json()) as {
      tasks: Detail[];
    };
    const backlog = board.tasks.filter((card) => card.status === 'Backlog');
    expect(backlog.map((card) => card.position)).toEqual(backlog.map((_, index) => index));
    expect(backlog.map((card) => card.id)).toContain(second.id);
  });

  it('refuses a stale version, a viewer and a stranger, and keeps the task', async () => {
    const task = await newTask('Keep me');
    await send('owner', 'PATCH', `/api/tasks/${task.id}/`, editBody(task, { name: 'Kept' }));
    const stale = await send('owner', 'DELETE', `/api/tasks/${task.id}/?version=${task.version}`);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE);
    expect((await send('viewer', 'DELETE', `/api/tasks/${task.id}/?version=2`)).status).toBe(403);
    expect((await send('stranger', 'DELETE', `/api/tasks/${task.id}/?version=2`)).status).toBe(404);
    expect((await send('owner', 'DELETE', `/api/tasks/${task.id}/`)).status).toBe(422);
    expect((await detail(task.id)).name).toBe('Kept');
  });
});

describe('checklist', () => {
  it('adds, ticks, renames and removes steps; the card counts them', async () => {
    const task = await newTask('With steps');
    const added = await send('editor', 'POST', `/api/tasks/${task.id}/checklist/`, {
      text: ' Pick colours ',
    });
    expect(added.status).toBe(201);
    await send('editor', 'POST', `/api/tasks/${task.id}/checklist/`, { text: 'Draw it' });
    const steps = ((await added.json()) as { task: Detail }).task.checklist;
    expect(steps).toEqual([{ id: expect.any(String), text: 'Pick colours', done: false }]);
    const ticked = await send('editor', 'PATCH', `/api/tasks/${task.id}/checklist/${steps[0]?.id}/`, {
      done: true,
    });
    expect(ticked.status).toBe(200);
    const now = ((await ticked.json()) as { task: Detail }).task;
    expect(now).toMatchObject({ checklist_done: 1, checklist_total: 2, version: task.version });
    expect(now.history.map((entry) => entry.text)).toEqual(
      expect.arrayContaining(['added the step "Pick colours"', 'ticked off "Pick colours"']),
    );
    const removed = await send('editor', 'DELETE', `/api/tasks/${task.id}/checklist/${steps[0]?.id}/`);
    expect(((await removed.json()) as { task: Detail }).task.checklist.map((step) => step.text)).toEqual([
      'Draw it',
    ]);
  });

  it('refuses an empty step, a viewer and a step of another task', async () => {
    const task = await newTask('Step rules');
    const empty = await send('owner', 'POST', `/api/tasks/${task.id}/checklist/`, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'A checklist step needs between 1 and 300 characters.',
    );
    expect((await send('viewer', 'POST', `/api/tasks/${task.id}/checklist/`, { text: 'x' })).status).toBe(
      403,
    );
    const other = await newTask('Other steps');
    const step = (
      (await (await send('owner', 'POST', `/api/tasks/${other.id}/checklist/`, { text: 'y' })).json()) as {
        task: Detail;
      }
    ).task.checklist[0];
    expect(
      (await send('owner', 'PATCH', `/api/tasks/${task.id}/checklist/${step?.id}/`, { done: true })).status,
    ).toBe(404);
  });
});

describe('due date on the card', () => {
  it('shows the estimated completion, overdue once it passed and until sign-off', async () => {
    const task = await newTask('Due soon');
    h.setNow(new Date('2026-12-10T12:00:00Z'));
    try {
      await send('owner', 'POST', `/api/tasks/${task.id}/timeline/`, {
        start_date: '2026-12-01',
        estimated_completion: '2026-12-09',
      });
      const board = (await (
        await h.app.request(`/api/projects/${projectId}/tasks/`, bearer(tokens.owner))
      ).json()) as {
        tasks: Detail[];
      };
      expect(board.tasks.find((card) => card.id === task.id)).toMatchObject({
        due_date: '2026-12-09',
        overdue: true,
      });
      h.setNow(new Date('2026-12-09T12:00:00Z'));
      expect((await detail(task.id)).overdue).toBe(false);
    } finally {
      h.setNow(new Date());
    }
  });
});

describe('an archived project', () => {
  it('is read-only: a task edit is refused with a clear message', async () => {
    const task = await newTask('Archived task');
    await send('owner', 'POST', `/api/projects/${projectId}/archive/`);
    try {
      const refused = await send('owner', 'PATCH', `/api/tasks/${task.id}/`, editBody(task, { name: 'No' }));
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'This project is archived, so it is read-only. Unarchive it to make changes.',
      );
      expect((await h.app.request(`/api/tasks/${task.id}/`, bearer(tokens.owner))).status).toBe(200);
    } finally {
      await send('owner', 'POST', `/api/projects/${projectId}/unarchive/`);
    }
  });
});
