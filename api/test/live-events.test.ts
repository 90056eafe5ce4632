import { afterEach, describe, expect, it } from 'vitest';
import { member, person, projectOf, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';
import { openStream } from './support/live-stream.js';
import type { OpenStream } from './support/live-stream.js';
import { pdfBytes } from './support/task-fixtures.js';
import { replayLimit } from '../src/workspace/events/stream.handlers.js';

const h = useHarness();
const open: OpenStream[] = [];
const stream = async (who: Person, options?: { project?: string; lastEventId?: string }) => {
  const opened = await openStream(h.app, who.token, options);
  open.push(opened);
  return opened;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((opened) => opened.close()));
});

const upload = (who: Person, projectId: string, name: string, access: string, allowed: string[] = []) => {
  const form = new FormData();
  form.set('file', new File([pdfBytes().slice().buffer], name, { type: 'application/pdf' }));
  form.set('access', access);
  if (allowed.length > 0) form.set('allowed_users', JSON.stringify(allowed));
  return send(h, who, 'POST', `/api/projects/${projectId}/files/`, form);
};

describe('the live stream', () => {
  it('needs a session, and a project page the caller may see', async () => {
    const owner = await person(h);
    const stranger = await person(h);
    const project = await projectOf(h, owner);
    expect((await h.app.request('/api/events/')).status).toBe(401);
    const refused = await stream(stranger, { project: project.id });
    expect(refused.status).toBe(404);
    const bad = await stream(owner, { lastEventId: 'yesterday' });
    expect(bad.status).toBe(422);
  });

  it("delivers a file's changes to those who may see it, and a restricted file's only to its people", async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const editor = await member(h, project.id, 'EDIT');
    const picked = await member(h, project.id);
    const outsider = await member(h, project.id);
    const [ownerTab, pickedTab, outsiderTab] = [
      await stream(owner),
      await stream(picked),
      await stream(outsider),
    ];

    const secret = await upload(editor, project.id, 'salaries.pdf', 'Restricted', [picked.id]);
    expect(secret.status).toBe(201);
    const fileId = secret.body.file.id as string;
    const ownerSees = await ownerTab.next((event) => event.event === 'file.created');
    expect(ownerSees.data).toMatchObject({
      kind: 'file.created',
      projectId: project.id,
      subject: { type: 'file', id: fileId },
      summary: `${editor.name} uploaded salaries.pdf`,
    });
    await pickedTab.next((event) => event.data.subject?.id === fileId);

    const open = await upload(editor, project.id, 'menu.pdf', 'Public');
    await outsiderTab.next((event) => event.data.subject?.id === open.body.file.id);
    // Events arrive in order: the public file came after the restricted one, which never reached this tab.
    expect(outsiderTab.events.filter((event) => event.data.subject?.id === fileId)).toEqual([]);
  });

  it('a member who does not see a task receives none of its moves', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id);
    const hidden = await h.db.prisma.task.create({
      data: {
        projectId: project.id,
        name: 'Payroll',
        type: 'DESIGN',
        description: '',
        createdById: owner.id,
        visibility: 'ASSIGNEES_ONLY',
        position: 0,
      },
    });
    const shown = await h.db.prisma.task.create({
      data: {
        projectId: project.id,
        name: 'Logo',
        type: 'DESIGN',
        description: '',
        createdById: owner.id,
        position: 1,
      },
    });
    const tab = await stream(teammate);
    expect(
      (await send(h, owner, 'POST', `/api/tasks/${hidden.id}/move/`, { status: 'In Progress', position: 0 }))
        .status,
    ).toBe(200);
    expect(
      (await send(h, owner, 'POST', `/api/tasks/${shown.id}/move/`, { status: 'In Progress', position: 0 }))
        .status,
    ).toBe(200);
    const moved = await tab.next((event) => event.event === 'task.moved');
    expect(moved.data.subject.id).toBe(shown.id);
    expect(moved.data.summary).toBe(`${owner.name} moved "Logo" from Backlog to In Progress`);
    expect(tab.events.some((event) => event.data.subject?.id === hidden.id)).toBe(false);
  });

  it("a comment's events reach only those who see what it is on", async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const assignee = await member(h, project.id);
    const outsider = await member(h, project.id);
    const hidden = await h.db.prisma.task.create({
      data: {
        projectId: project.id,
        name: 'Payroll',
        type: 'DESIGN',
        description: '',
        createdById: owner.id,
        visibility: 'ASSIGNEES_ONLY',
        position: 0,
        assignees: { create: { userId: assignee.id } },
      },
    });
    const file = await upload(owner, project.id, 'menu.pdf', 'Public');
    const [assigneeTab, outsiderTab] = [await stream(assignee), await stream(outsider)];
    const onHidden = await send(h, owner, 'POST', `/api/tasks/${hidden.id}/comments/`, {
      body: 'Salaries up',
    });
    expect(onHidden.status).toBe(201);
    const seen = await assigneeTab.next((event) => event.event === 'comment.created');
    expect(seen.data).toMatchObject({
      subject: { type: 'comment', id: onHidden.body.comment_id },
      summary: `${owner.name} commented on "Payroll"`,
      data: { on: { type: 'task', id: hidden.id } },
    });
    // The outsider hears of the next comment, on a file everyone sees, and never of the first.
    await send(h, owner, 'POST', `/api/files/${file.body.file.id}/comments/`, { body: 'Prices?' });
    await outsiderTab.next((event) => event.data.summary === `${owner.name} commented on "menu.pdf"`);
    expect(outsiderTab.events.filter((event) => event.event === 'comment.created')).toHaveLength(1);
  });

  it('a reconnect with Last-Event-ID replays what was missed, then goes on live', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id, 'EDIT');
    const first = await stream(teammate);
    await upload(owner, project.id, 'one.pdf', 'Public');
    const seen = await first.next((event) => event.event === 'file.created');
    await first.close();

    await upload(owner, project.id, 'two.pdf', 'Public');
    await upload(owner, project.id, 'three.pdf', 'Private');
    await upload(owner, project.id, 'four.pdf', 'Public');
    const again = await stream(teammate, { lastEventId: seen.id ?? '' });
    await again.next((event) => event.data.summary?.endsWith('four.pdf'));
    const replayed = again.events.filter((event) => event.event === 'file.created');
    expect(replayed.map((event) => event.data.summary)).toEqual([
      `${owner.name} uploaded two.pdf`,
      `${owner.name} uploaded four.pdf`,
    ]);
    expect(Number(replayed[1]?.id)).toBeGreaterThan(Number(replayed[0]?.id));
    await upload(owner, project.id, 'five.pdf', 'Public');
    await again.next((event) => event.data.summary?.endsWith('five.pdf'));
  });

  it('a reconnect replays nothing its person may no longer see, and tells the page to reload instead', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id);
    const task = await h.db.prisma.task.create({
      data: {
        projectId: project.id,
        name: 'Payroll',
        type: 'DESIGN',
        description: '',
        createdById: owner.id,
        position: 0,
      },
    });
    const first = await stream(teammate);
    await upload(owner, project.id, 'one.pdf', 'Public');
    const seen = await first.next((event) => event.event === 'file.created');
    await first.close();

    // Moved while the teammate still saw it (they are in its audience), then hidden from them.
    expect(
      (await send(h, owner, 'POST', `/api/tasks/${task.id}/move/`, { status: 'In Progress', position: 0 }))
        .status,
    ).toBe(200);
    await upload(owner, project.id, 'two.pdf', 'Public');
    await h.db.prisma.task.update({ where: { id: task.id }, data: { visibility: 'ASSIGNEES_ONLY' } });

    const again = await stream(teammate, { lastEventId: seen.id ?? '' });
    const reload = await again.next((event) => event.event === 'reload');
    const changes = again.events.filter((event) => event.event !== 'ready');
    expect(changes.map((event) => event.event)).toEqual(['file.created', 'reload']);
    expect(changes[0]?.data.summary).toBe(`${owner.name} uploaded two.pdf`);
    const newest = await h.db.prisma.activity.findFirstOrThrow({
      where: { audience: { has: teammate.id } },
      orderBy: { id: 'desc' },
    });
    expect(reload.id).toBe(String(newest.id));
  });

  it('a member removed after a change is replayed nothing of the project but their own removal', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id, 'EDIT');
    const before = await h.db.prisma.activity.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    await upload(owner, project.id, 'contract.pdf', 'Public');
    const listed = await send(h, owner, 'GET', `/api/projects/${project.id}/team/`);
    const row = (listed.body.members as Array<{ id: string; user_id?: string; email?: string }>).find(
      (entry) => entry.email === teammate.email,
    );
    expect(row).toBeDefined();
    expect((await send(h, owner, 'DELETE', `/api/projects/${project.id}/team/${row?.id}/`)).status).toBe(200);

    const tab = await stream(teammate, { lastEventId: String(before?.id ?? 0) });
    await tab.next((event) => event.event === 'reload');
    // Their removal's notification is theirs too; the upload before it is the project's, no longer theirs.
    const changes = tab.events.filter((event) => !['ready', 'notification.created'].includes(event.event));
    expect(changes.map((event) => event.event)).toEqual(['member.removed', 'reload']);
    expect(changes[0]?.data.subject).toEqual({ type: 'member', id: teammate.id });
  });

  it('after a long gap it tells the page to reload instead of replaying', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const before = await h.db.prisma.activity.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    await h.db.prisma.activity.createMany({
      data: Array.from({ length: replayLimit + 1 }, (_, index) => ({
        projectId: project.id,
        actorId: owner.id,
        kind: 'task.updated',
        subjectType: 'task',
        subjectId: `t${index}`,
        summary: 'changed a task',
        audience: [owner.id],
      })),
    });
    const newest = await h.db.prisma.activity.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const tab = await stream(owner, { lastEventId: String(before?.id ?? 0) });
    const reload = await tab.next((event) => event.event === 'reload');
    expect(reload.id).toBe(String(newest.id));
    expect(tab.events.filter((event) => event.event === 'task.updated')).toEqual([]);
  });
});
