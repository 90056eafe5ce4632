import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTask, file, jpegBytes, pdfBytes, pngBytes } from './support/task-fixtures.js';
import type { TaskFields } from './support/task-fixtures.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
const people = ['owner', 'editor', 'viewer', 'manager', 'stranger'] as const;
type Who = (typeof people)[number];
const users = {} as Record<Who, TestUser>;
const tokens = {} as Record<Who, string>;
let projectId: string;
let otherProjectId: string;
let featureIds: string[];
let foreignFeatureId: string;

const REQUIRED = 'Task Name, Task Type, Task Description, and Assigned To are required.';
const FILES = 'Only unique PDF, DOC, JPEG, JPG, and PNG files are allowed.';

interface Card {
  id: string;
  name: string;
  type: string;
  status: string;
  position: number;
  assignees: { id: string; name: string; img: string | null }[];
  features: { id: string; name: string }[];
  attachment_count: number;
}
interface Detail extends Card {
  description: string;
  visibility: string;
  start_date: string | null;
  estimated_completion: string | null;
  assignees: { id: string; name: string; img: string | null; role: string }[];
  attachments: { id: string; name: string; size: number; mime_type: string; url: string }[];
  history: { kind: string; text: string; actor: { id: string; name: string } | null }[];
  next_status: string | null;
  next_steps: { label: string; date: string | null }[];
}

const valid = (): TaskFields => ({
  name: 'Design the logo',
  type: 'Design',
  description: 'A round logo with the bakery name.',
  project_id: projectId,
  assignees: JSON.stringify([users.editor.id]),
});

async function create(who: Who, fields: Partial<TaskFields> = {}) {
  const response = await addTask(h.app, tokens[who], { ...valid(), ...fields });
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; message?: string; task: Detail },
  };
}

async function board(who: Who = 'owner') {
  const response = await h.app.request(`/api/projects/${projectId}/tasks/`, bearer(tokens[who]));
  return { status: response.status, body: (await response.json()) as { tasks: Card[] } };
}

const move = (who: Who, taskId: string, body: unknown) =>
  postJson(h.app, `/api/tasks/${taskId}/move/`, body, `Bearer ${tokens[who]}`);

const detail = async (who: Who, taskId: string) => {
  const response = await h.app.request(`/api/tasks/${taskId}/`, bearer(tokens[who]));
  return { status: response.status, body: (await response.json()) as Detail };
};

const column = (cards: Card[], status: string) =>
  cards.filter((card) => card.status === status).map((card) => card.name);

beforeAll(async () => {
  for (const who of people) {
    users[who] = await createUser(h.db);
    tokens[who] = await logIn(h.app, users[who]);
  }
  const { prisma } = h.db;
  const project = await prisma.project.create({
    data: { ownerId: users.owner.id, name: 'Bakery Website', status: 'PENDING_REVIEW' },
  });
  projectId = project.id;
  otherProjectId = (await prisma.project.create({ data: { ownerId: users.stranger.id, name: 'Elsewhere' } }))
    .id;
  await prisma.projectMember.createMany({
    data: [
      { projectId, userId: users.editor.id, role: 'Editor', taskAndWorkflow: 'EDIT' },
      { projectId, userId: users.viewer.id, role: 'Viewer', taskAndWorkflow: 'VIEW' },
      { projectId, userId: users.manager.id, role: 'Project Manager', taskAndWorkflow: 'FULL_ACCESS' },
    ],
  });
  const features = await Promise.all(
    ['Authentication', 'Order tracking'].map((name) =>
      prisma.projectFeature.create({ data: { projectId, name, shortDescription: name, specifications: [] } }),
    ),
  );
  featureIds = features.map((feature) => feature.id);
  foreignFeatureId = (
    await prisma.projectFeature.create({
      data: { projectId: otherProjectId, name: 'Theirs', shortDescription: 'x', specifications: [] },
    })
  ).id;
});

describe('POST /api/add-task/', () => {
  it('creates the task in Backlog with its assignees, features and files, and its first history', async () => {
    const { status, body } = await create('owner', {
      assignees: JSON.stringify([users.editor.id, users.viewer.id]),
      features: JSON.stringify([featureIds[0]]),
      attachments: [file(pdfBytes(), 'brief.pdf', 'application/pdf'), file(pngBytes(), 'mock-up.png')],
    });
    expect(status).toBe(201);
    expect(body.status).toBe('Task created successfully');
    const task = body.task;
    expect(task).toMatchObject({
      name: 'Design the logo',
      type: 'Design',
      description: 'A round logo with the bakery name.',
      status: 'Backlog',
      position: 0,
      visibility: 'Entire project',
      features: [{ id: featureIds[0], name: 'Authentication' }],
      attachment_count: 2,
      next_status: 'To Do',
    });
    expect(task.assignees.map((a) => [a.id, a.role])).toEqual([
      [users.editor.id, 'Editor'],
      [users.viewer.id, 'Viewer'],
    ]);
    expect(task.attachments.map((a) => [a.name, a.mime_type])).toEqual([
      ['brief.pdf', 'application/pdf'],
      ['mock-up.png', 'image/png'],
    ]);
    expect(task.history.map((entry) => entry.text)).toEqual([
      'created the Design task in Backlog',
      expect.stringMatching(/^assigned it to First\d+ Tester and First\d+ Tester$/),
      'linked it to Authentication',
      'attached brief.pdf',
      'attached mock-up.png',
    ]);
    expect(task.history.every((entry) => entry.actor?.id === users.owner.id)).toBe(true);
    const stored = readdirSync(join(h.uploadsDir, 'task-attachments'));
    expect(stored).toHaveLength(2);
    expect(stored.every((name) => /^[0-9a-f]{32}\.(pdf|png)$/.test(name))).toBe(true);
  });

  it('tells each assignee in the app and by e-mail, linking to the task', async () => {
    const { body } = await create('owner', { name: 'Write the copy', type: 'Write' });
    const notices = await h.db.prisma.notification.findMany({ where: { userId: users.editor.id } });
    const notice = notices.find((row) => row.title === 'New task assigned: Write the copy');
    expect(notice?.body).toMatch(/^First\d+ Tester assigned you a Write task in Bakery Website\.$/);
    expect(notice?.link).toBe(
      `/project/workspace/${projectId}/bakery-website/task-details?task=${body.task.id}`,
    );
    expect(h.mail.to(users.editor.email).at(-1)).toMatchObject({
      subject: 'New task assigned: Write the copy',
    });
    expect(h.mail.to(users.editor.email).at(-1)?.text).toContain(`task-details?task=${body.task.id}`);
  });

  it('does not notify the creator about their own assignment', async () => {
    const before = await h.db.prisma.notification.count({ where: { userId: users.owner.id } });
    await create('owner', { name: 'Self task', assignees: JSON.stringify([users.owner.id]) });
    expect(await h.db.prisma.notification.count({ where: { userId: users.owner.id } })).toBe(before);
  });

  it.each([
    ['name', { name: '  ' }],
    ['type', { type: '' }],
    ['description', { description: undefined }],
    ['assignees', { assignees: undefined }],
    ['assignees', { assignees: '[]' }],
  ])('answers the spec message when %s is missing, and stores nothing', async (field, fields) => {
    const before = await h.db.prisma.task.count();
    const { status, body } = await create('owner', fields);
    expect(status).toBe(422);
    expect(body).toEqual({ message: REQUIRED, errors: { [field]: REQUIRED } });
    expect(await h.db.prisma.task.count()).toBe(before);
  });

  it.each([
    ['a text file named .pdf', [file(new TextEncoder().encode('just text'), 'notes.pdf')]],
    ['a PDF named .png', [file(pdfBytes(), 'brief.png')]],
    ['a PNG named .exe', [file(pngBytes(), 'setup.exe')]],
    ['a GIF', [file(new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'anim.gif')]],
    ['two files with one name', [file(pdfBytes(), 'brief.pdf'), file(jpegBytes(), 'Brief.PDF')]],
    ['an empty file', [file(new Uint8Array(), 'empty.pdf')]],
  ])('refuses %s with the spec message, storing nothing', async (_, attachments) => {
    const before = readdirSync(join(h.uploadsDir, 'task-attachments')).length;
    const { status, body } = await create('owner', { attachments });
    expect(status).toBe(422);
    expect(body.message).toBe(FILES);
    expect(readdirSync(join(h.uploadsDir, 'task-attachments'))).toHaveLength(before);
  });

  it('accepts JPEG by its bytes whether named .jpg or .jpeg, and sanitises names', async () => {
    const { status, body } = await create('owner', {
      name: 'Photos',
      attachments: [file(jpegBytes(), 'a.jpeg'), file(jpegBytes(), '../../etc/<b>"shop".jpg')],
    });
    expect(status).toBe(201);
    expect(body.task.attachments.map((a) => a.name)).toEqual(['a.jpeg', 'bshop.jpg']);
  });

  it('answers 413 for a file over the limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdfBytes());
    const { status, body } = await create('owner', { attachments: [file(big, 'big.pdf')] });
    expect(status).toBe(413);
    expect(body.message).toBe('Each file must be 5 MB or smaller.');
  });

  it('checks the type, the assignees and the features against this project', async () => {
    const cases: [Partial<TaskFields>, string, string][] = [
      [{ type: 'Dance' }, 'type', 'Task Type must be one of Design, Code, Write, Review, Support, Print.'],
      [{ assignees: 'not json' }, 'assignees', 'Assigned To must be a JSON list of user ids.'],
      [{ assignees: '{"id":1}' }, 'assignees', 'Assigned To must be a JSON list of user ids.'],
      [
        { assignees: JSON.stringify([users.stranger.id]) },
        'assignees',
        'Tasks can be assigned only to the owner and members of this project.',
      ],
      [
        { features: JSON.stringify([foreignFeatureId]) },
        'features',
        'Linked features must be features of this project.',
      ],
      [{ features: '["nope"]' }, 'features', 'Linked features must be features of this project.'],
      [{ features: 'x' }, 'features', 'Linked features must be a JSON list of feature ids.'],
      [{ visibility: 'Secret' }, 'visibility', 'Visibility must be one of Entire project, Assignees only.'],
      [{ name: 'x'.repeat(201) }, 'name', 'Task Name must be at most 200 characters.'],
    ];
    for (const [fields, field, message] of cases) {
      const { status, body } = await create('owner', fields);
      expect({ field, status, body }).toEqual({
        field,
        status: 422,
        body: { message, errors: { [field]: message } },
      });
    }
  });

  it('needs a project id, a signed-in caller, the project, and Edit on tasks', async () => {
    expect((await create('owner', { project_id: undefined })).body).toEqual({
      message: 'Project ID is missing.',
      errors: { project_id: 'Project ID is missing.' },
    });
    expect((await addTask(h.app, 'nope', valid())).status).toBe(401);
    expect(await create('stranger')).toEqual({ status: 404, body: { message: 'Project not found.' } });
    expect(await create('viewer')).toEqual({
      status: 403,
      body: { message: 'You need Edit access to Task & Workflow Management.' },
    });
    expect((await create('editor', { name: 'By the editor' })).status).toBe(201);
  });
});

describe('the board and moves', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await h.db.prisma.task.deleteMany({ where: { projectId } });
    ids = {};
    for (const name of ['One', 'Two', 'Three']) ids[name] = (await create('owner', { name })).body.task.id;
  });

  it('lists the tasks column by column, in order, for anyone with View', async () => {
    const { status, body } = await board('viewer');
    expect(status).toBe(200);
    expect(column(body.tasks, 'Backlog')).toEqual(['One', 'Two', 'Three']);
    expect(body.tasks.map((card) => card.position)).toEqual([0, 1, 2]);
    expect(await board('stranger')).toEqual({ status: 404, body: { message: 'Project not found.' } });
  });

  it('moves a task to another column at a place, closing the gap, and records it', async () => {
    const response = await move('editor', ids.Two!, { status: 'In Progress', position: 0 });
    expect(response.status).toBe(200);
    const { tasks } = (await response.json()) as { tasks: Card[] };
    expect(column(tasks, 'Backlog')).toEqual(['One', 'Three']);
    expect(column(tasks, 'In Progress')).toEqual(['Two']);
    expect(tasks.map((card) => [card.name, card.position])).toEqual([
      ['One', 0],
      ['Three', 1],
      ['Two', 0],
    ]);
    const { body } = await detail('owner', ids.Two!);
    expect(body.history.at(-1)).toMatchObject({
      kind: 'moved',
      text: 'moved it from Backlog to In Progress',
      actor: { id: users.editor.id },
    });
  });

  it('reorders within a column, clamping past the end, and keeps that after a reload', async () => {
    await move('editor', ids.Three!, { status: 'In Progress', position: 99 });
    await move('editor', ids.One!, { status: 'In Progress', position: 1 });
    expect(column((await board()).body.tasks, 'In Progress')).toEqual(['Two', 'One', 'Three']);
    await move('owner', ids.Three!, { status: 'In Progress', position: 0 });
    expect(column((await board()).body.tasks, 'In Progress')).toEqual(['Three', 'Two', 'One']);
    expect((await detail('owner', ids.Three!)).body.history.at(-1)?.text).toBe(
      'moved it to place 1 in In Progress',
    );
  });

  it('needs Approve to move a task into or out of Approved and Completed', async () => {
    const denied = await move('editor', ids.One!, { status: 'Approved', position: 0 });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      message: 'You need Approve access to Task & Workflow Management.',
    });
    expect((await move('manager', ids.One!, { status: 'Approved', position: 0 })).status).toBe(200);
    expect((await move('editor', ids.One!, { status: 'Blocked', position: 0 })).status).toBe(403);
    expect((await move('owner', ids.One!, { status: 'Completed', position: 0 })).status).toBe(200);
    expect(column((await board()).body.tasks, 'Completed')).toEqual(['One']);
  });

  it('refuses viewers, strangers, unknown columns and non-JSON bodies', async () => {
    expect((await move('viewer', ids.Two!, { status: 'To Do', position: 0 })).status).toBe(403);
    const stranger = await move('stranger', ids.Two!, { status: 'To Do', position: 0 });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: 'Task not found.' });
    expect((await move('owner', ids.Two!, { status: 'Doing', position: 0 })).status).toBe(422);
    expect((await move('owner', ids.Two!, { status: 'To Do', position: -1 })).status).toBe(422);
    const text = await h.app.request(`/api/tasks/${ids.Two}/move/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.owner}`, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(415);
  });

  it('hides "Assignees only" tasks from members who are not on them', async () => {
    const hidden = (await create('owner', { name: 'Private', visibility: 'Assignees only' })).body.task;
    expect(column((await board('viewer')).body.tasks, 'Backlog')).not.toContain('Private');
    expect((await detail('viewer', hidden.id)).status).toBe(404);
    expect(column((await board('editor')).body.tasks, 'Backlog')).toContain('Private');
    expect(column((await board('manager')).body.tasks, 'Backlog')).toContain('Private');
  });
});

describe('the task detail', () => {
  let task: Detail;

  beforeAll(async () => {
    task = (
      await create('owner', {
        name: 'Detailed',
        features: JSON.stringify(featureIds),
        attachments: [file(pdfBytes(), 'spec.pdf')],
      })
    ).body.task;
  });

  it('shows the task, its next column and next steps', async () => {
    const { status, body } = await detail('viewer', task.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Detailed',
      status: 'Backlog',
      next_status: 'To Do',
      next_steps: [{ label: 'Move to To Do', date: null }],
      features: [
        { id: featureIds[0], name: 'Authentication' },
        { id: featureIds[1], name: 'Order tracking' },
      ],
    });
    expect(await detail('stranger', task.id)).toEqual({ status: 404, body: { message: 'Task not found.' } });
    expect((await detail('owner', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await detail('owner', 'not-an-id')).status).toBe(404);
  });

  it('sets the timeline (Edit), records it, and refuses a completion before the start', async () => {
    const set = (who: Who, body: unknown) =>
      postJson(h.app, `/api/tasks/${task.id}/timeline/`, body, `Bearer ${tokens[who]}`);
    const response = await set('editor', { start_date: '2026-12-03', estimated_completion: '2026-12-10' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Detail;
    expect(body).toMatchObject({
      start_date: '2026-12-03',
      estimated_completion: '2026-12-10',
      next_steps: [
        { label: 'Move to To Do', date: '2026-12-10' },
        { label: 'Estimated completion', date: '2026-12-10' },
      ],
    });
    expect(body.history.at(-1)?.text).toBe(
      'set the timeline: start 3 Dec 2026, estimated completion 10 Dec 2026',
    );
    const backwards = await set('editor', { start_date: '2026-12-10', estimated_completion: '2026-12-03' });
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as { message: string }).message).toBe(
      'The estimated completion cannot be before the start date.',
    );
    // Not a day (a five-digit year, 30 February): the field's own words, not zod's "Invalid ISO date".
    for (const [body, field, message] of [
      [{ start_date: '3 Dec', estimated_completion: null }, 'start_date', 'Please pick a real start date.'],
      [
        { start_date: null, estimated_completion: '20266-12-10' },
        'estimated_completion',
        'Please pick a real estimated completion date.',
      ],
      [
        { start_date: '2026-02-30', estimated_completion: null },
        'start_date',
        'Please pick a real start date.',
      ],
    ] as const) {
      const refused = await set('editor', body);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect((await set('viewer', { start_date: null, estimated_completion: null })).status).toBe(403);
    expect((await set('stranger', { start_date: null, estimated_completion: null })).status).toBe(404);
    const cleared = (await (
      await set('owner', { start_date: null, estimated_completion: null })
    ).json()) as Detail;
    expect(cleared.history.at(-1)?.text).toBe(
      'set the timeline: start not set, estimated completion not set',
    );
  });

  it('lists the history on its own call', async () => {
    const response = await h.app.request(`/api/tasks/${task.id}/history/`, bearer(tokens.viewer));
    const { history } = (await response.json()) as { history: { text: string }[] };
    expect(history[0]?.text).toBe('created the Design task in Backlog');
    expect((await h.app.request(`/api/tasks/${task.id}/history/`, bearer(tokens.stranger))).status).toBe(404);
  });

  it('downloads a file through the API to those who may see the task only', async () => {
    const [attachment] = task.attachments;
    const response = await h.app.request(attachment!.url, bearer(tokens.viewer));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="spec.pdf"; filename*=UTF-8''spec.pdf`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes());
    expect((await h.app.request(attachment!.url, bearer(tokens.stranger))).status).toBe(404);
    expect((await h.app.request(attachment!.url)).status).toBe(401);
    const other = (await create('owner', { name: 'Other' })).body.task;
    const crossed = await h.app.request(
      `/api/tasks/${other.id}/attachments/${attachment!.id}/`,
      bearer(tokens.owner),
    );
    expect(crossed.status).toBe(404);
    expect(existsSync(join(h.shellDist, 'task-attachments'))).toBe(false);
  });
});
