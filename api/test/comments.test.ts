import { afterEach, describe, expect, it } from 'vitest';
import { member, person, projectOf, send, upload, pdfBytes } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';
import { openStream } from './support/live-stream.js';
import type { OpenStream } from './support/live-stream.js';

const h = useHarness();
const open: OpenStream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((opened) => opened.close()));
});

const taskOf = (
  projectId: string,
  owner: Person,
  visibility: 'ENTIRE_PROJECT' | 'ASSIGNEES_ONLY' = 'ENTIRE_PROJECT',
) =>
  h.db.prisma.task.create({
    data: {
      projectId,
      name: 'Logo',
      type: 'DESIGN',
      description: '',
      createdById: owner.id,
      position: 0,
      visibility,
    },
  });

const threads = (who: Person, path: string) => send(h, who, 'GET', path);

describe('comments and mentions', () => {
  it('a mention on a task notifies the person at once, live and by e-mail', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id);
    const task = await taskOf(project.id, owner);
    const tab = await openStream(h.app, owner.token);
    open.push(tab);

    const posted = await send(h, teammate, 'POST', `/api/tasks/${task.id}/comments/`, {
      body: `@${owner.name} can you check the colours?`,
    });
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe('Comment added.');

    const notice = await tab.next((event) => event.event === 'notification.created');
    expect(notice.data.summary).toBe(`${teammate.name} mentioned you on "Logo"`);
    const comment = await tab.next((event) => event.event === 'comment.created');
    expect(comment.data).toMatchObject({
      summary: `${teammate.name} commented on "Logo"`,
      data: { on: { type: 'task', id: task.id } },
    });
    const mail = await h.mail.latest(owner.email);
    expect(mail.subject).toBe(`${teammate.name} mentioned you on "Logo"`);
    expect(mail.text).toContain('can you check the colours?');
    expect(mail.text).toContain(`/task-details?task=${task.id}`);

    const read = await threads(owner, `/api/tasks/${task.id}/comments/`);
    expect(read.status).toBe(200);
    expect(read.body.comments).toEqual([
      expect.objectContaining({
        body: `@${owner.name} can you check the colours?`,
        author: { id: teammate.id, name: teammate.name },
        mentions: [{ id: owner.id, name: owner.name }],
        mine: false,
        replies: [],
      }),
    ]);
    expect(read.body.mentionable).toEqual([{ id: teammate.id, name: teammate.name }]);
  });

  it("a mention follows the person's choices for mentions: no e-mail when they turned it off", async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id);
    const task = await taskOf(project.id, owner);
    const chosen = await send(h, owner, 'PUT', '/api/account/notifications/', {
      kinds: [{ kind: 'mentions', in_app: true, email: false }],
      daily_digest: false,
    });
    expect(chosen.status).toBe(200);
    const posted = await send(h, teammate, 'POST', `/api/tasks/${task.id}/comments/`, {
      body: `@${owner.name} quiet please`,
    });
    expect(posted.status).toBe(201);
    const notices = await h.db.prisma.notification.findMany({ where: { userId: owner.id } });
    expect(notices.map((notice) => notice.title)).toEqual([`${teammate.name} mentioned you on "Logo"`]);
    expect(h.mail.to(owner.email)).toEqual([]);
  });

  it('only people who may see the subject can be mentioned; naming another is refused and changes nothing', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const outsider = await member(h, project.id);
    const task = await taskOf(project.id, owner, 'ASSIGNEES_ONLY');
    const refused = await send(h, owner, 'POST', `/api/tasks/${task.id}/comments/`, {
      body: `@${outsider.name} have a look`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${outsider.name} cannot see this task, so they cannot be mentioned.`);
    expect(await h.db.prisma.comment.count({ where: { taskId: task.id } })).toBe(0);
    expect(await h.db.prisma.notification.count({ where: { userId: outsider.id } })).toBe(0);
    // Nor can they read or write its comments: the task's own 404.
    const read = await threads(outsider, `/api/tasks/${task.id}/comments/`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Task not found.');
    const empty = await send(h, owner, 'POST', `/api/tasks/${task.id}/comments/`, { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Please write a comment.',
      errors: { body: 'Please write a comment.' },
    });
  });

  it("a restricted file's comments are its people's, and a reply joins its comment's thread", async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const picked = await member(h, project.id);
    const outsider = await member(h, project.id);
    const file = await upload(h, owner, project.id, 'salaries.pdf', pdfBytes(), {
      access: 'Restricted',
      allowed_users: JSON.stringify([picked.id]),
    });
    const fileId = file.body.file.id as string;
    const first = await send(h, owner, 'POST', `/api/files/${fileId}/comments/`, { body: 'Final figures?' });
    const reply = await send(h, picked, 'POST', `/api/files/${fileId}/comments/`, {
      body: 'Yes',
      parent_id: first.body.comment_id,
    });
    await send(h, owner, 'POST', `/api/files/${fileId}/comments/`, {
      body: 'Thanks',
      parent_id: reply.body.comment_id,
    });
    const read = await threads(picked, `/api/files/${fileId}/comments/`);
    expect(read.body.comments).toHaveLength(1);
    expect(read.body.comments[0].replies.map((answer: { body: string }) => answer.body)).toEqual([
      'Yes',
      'Thanks',
    ]);
    expect((await threads(outsider, `/api/files/${fileId}/comments/`)).body.message).toBe('File not found.');
    const notHis = await send(h, outsider, 'POST', `/api/files/${fileId}/comments/`, { body: 'Hi' });
    expect(notHis.status).toBe(404);
    const badParent = await send(h, owner, 'POST', `/api/files/${fileId}/comments/`, {
      body: 'x',
      parent_id: 'nope',
    });
    expect(badParent.status).toBe(422);
    expect(badParent.body.message).toBe('The comment you are replying to was not found.');
  });

  it('an author edits and deletes their own comment; others may not', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const teammate = await member(h, project.id);
    const task = await taskOf(project.id, owner);
    const first = await send(h, owner, 'POST', `/api/tasks/${task.id}/comments/`, { body: 'Draft' });
    const id = first.body.comment_id as string;
    const reply = await send(h, teammate, 'POST', `/api/tasks/${task.id}/comments/`, {
      body: 'Ok',
      parent_id: id,
    });

    const notMine = await send(h, teammate, 'PATCH', `/api/comments/${id}/`, { body: 'Hijacked' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Only its author can change a comment.');
    expect((await send(h, teammate, 'DELETE', `/api/comments/${id}/`)).status).toBe(403);

    const edited = await send(h, owner, 'PATCH', `/api/comments/${id}/`, { body: `@${teammate.name} final` });
    expect(edited.body.message).toBe('Comment updated.');
    expect(await h.db.prisma.notification.count({ where: { userId: teammate.id } })).toBe(1);
    // Saying it again tells nobody twice.
    await send(h, owner, 'PATCH', `/api/comments/${id}/`, { body: `@${teammate.name} final, really` });
    expect(await h.db.prisma.notification.count({ where: { userId: teammate.id } })).toBe(1);

    const deleted = await send(h, owner, 'DELETE', `/api/comments/${id}/`);
    expect(deleted.body.message).toBe('Comment deleted.');
    let read = await threads(owner, `/api/tasks/${task.id}/comments/`);
    expect(read.body.comments[0]).toMatchObject({
      body: 'This comment was deleted.',
      deleted: true,
      mine: false,
    });
    expect(read.body.comments[0].replies[0].body).toBe('Ok');
    expect((await send(h, owner, 'PATCH', `/api/comments/${id}/`, { body: 'Back' })).status).toBe(404);

    await send(h, teammate, 'DELETE', `/api/comments/${reply.body.comment_id}/`);
    read = await threads(owner, `/api/tasks/${task.id}/comments/`);
    expect(read.body.comments).toEqual([]);
  });

  it("a review's comments take mentions too", async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const reviewer = await member(h, project.id, 'REVIEW');
    const review = await h.db.prisma.review.create({
      data: {
        projectId: project.id,
        name: 'Homepage',
        deliverableType: 'Design',
        type: 'INTERNAL',
        submittedById: owner.id,
      },
    });
    const posted = await send(h, reviewer, 'POST', `/api/reviews/${review.id}/comments/`, {
      body: `@${owner.name} the hero looks cramped`,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.message).toBe('Comment added.');
    expect(posted.body.review.comments[0].body).toBe(`@${owner.name} the hero looks cramped`);
    const mail = await h.mail.latest(owner.email);
    expect(mail.subject).toBe(`${reviewer.name} mentioned you on "Homepage"`);
    const read = await threads(owner, `/api/reviews/${review.id}/comments/`);
    expect(read.body.comments[0].mentions).toEqual([{ id: owner.id, name: owner.name }]);
  });
});
