import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { person, projectOf, send } from './support/collab-fixtures.js';
import type { Answer, Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/* Lists that can grow answer keyset pages on asking (`limit`, `after`), in their own order (issue #33). */

const h = useHarness();

/** Every page of a list, following `next_after`; the ids in the order given. */
async function allPages(who: Person, path: string, list: string, limit: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const answer = await send(
      h,
      who,
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${after ? `&after=${after}` : ''}`,
    );
    expect(answer.status, answer.text).toBe(200);
    const rows = (answer.body[list] as Answer[]).map((row) => row.id as string);
    expect(rows.length).toBeLessThanOrEqual(limit);
    ids.push(...rows);
    after = answer.body.next_after as string | null;
    pages += 1;
  } while (after);
  return { ids, pages };
}

describe('keyset pages', () => {
  it('the board in pages is the board, in board order, and says when it ends', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    const at = new Date('2026-11-01T10:00:00Z');
    await h.db.prisma.task.createMany({
      data: (['IN_PROGRESS', 'BACKLOG', 'BACKLOG', 'TO_DO', 'BACKLOG', 'BLOCKED', 'TO_DO'] as const).map(
        (status, i) => ({
          projectId: project.id,
          name: `Task ${i}`,
          type: 'DESIGN',
          description: 'Work',
          status,
          // Two cards share a place and a time: the id decides between them.
          position: i === 4 ? 0 : i,
          createdAt: at,
        }),
      ),
    });
    const board = `/api/projects/${project.id}/tasks/`;
    const whole = await send(h, owner, 'GET', board);
    expect(whole.body.next_after).toBeNull();
    const order = (whole.body.tasks as Answer[]).map((task) => task.id as string);
    expect((whole.body.tasks as Answer[]).map((task) => task.status)).toEqual([
      'Backlog',
      'Backlog',
      'Backlog',
      'To Do',
      'To Do',
      'In Progress',
      'Blocked',
    ]);
    const paged = await allPages(owner, board, 'tasks', 2);
    expect(paged).toEqual({ ids: order, pages: 4 });
  });

  it('files and notifications page newest first, and an unknown `after` is refused, naming it', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    for (let i = 0; i < 5; i += 1) {
      await h.db.prisma.projectResource.create({
        data: {
          projectId: project.id,
          kind: 'LINK',
          name: `Link ${i}`,
          url: `https://example.com/${i}`,
          ownerId: owner.id,
          updatedAt: new Date(Date.UTC(2026, 10, 1 + (i % 3))),
        },
      });
      await h.db.prisma.notification.create({
        data: {
          userId: owner.id,
          title: `Note ${i}`,
          body: 'Hello',
          createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 2))),
        },
      });
    }
    const files = `/api/projects/${project.id}/files/`;
    const whole = await send(h, owner, 'GET', files);
    expect(whole.body.next_after).toBeNull();
    expect((await allPages(owner, files, 'files', 2)).ids).toEqual(
      (whole.body.files as Answer[]).map((f) => f.id),
    );

    const notes = await send(h, owner, 'GET', '/api/notifications/?limit=100');
    const paged = await allPages(owner, '/api/notifications/', 'notifications', 3);
    expect(paged).toEqual({ ids: (notes.body.notifications as Answer[]).map((n) => n.id), pages: 2 });

    const missing = await send(h, owner, 'GET', `${files}?limit=2&after=${randomUUID()}`);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'No such file in this list.',
      errors: { after: 'No such file in this list.' },
    });
    const badLimit = await send(h, owner, 'GET', `/api/projects/${project.id}/tasks/?limit=0`);
    expect(badLimit.status).toBe(422);
  });

  it('recent updates page newest first through `next_before`, only the rows the caller was told of', async () => {
    const owner = await person(h);
    const outsider = await person(h);
    const project = await projectOf(h, owner);
    const row = (i: number, audience: string[]) => ({
      projectId: project.id,
      actorId: owner.id,
      kind: 'task.moved',
      subjectType: i % 2 === 0 ? 'task' : 'file',
      subjectId: randomUUID(),
      summary: `Change ${i}`,
      audience,
    });
    for (let i = 0; i < 35; i += 1) await h.db.prisma.activity.create({ data: row(i, [owner.id]) });
    await h.db.prisma.activity.create({ data: row(35, [outsider.id]) });
    const feed = `/api/projects/${project.id}/recent-updates/`;
    const first = await send(h, owner, 'GET', feed);
    const second = await send(h, owner, 'GET', `${feed}?before=${first.body.next_before}`);
    const summaries = [...first.body.updates, ...second.body.updates].map((u: Answer) => u.summary);
    expect(summaries).toEqual(Array.from({ length: 35 }, (_, i) => `Change ${34 - i}`));
    expect([first.body.updates.length, second.body.next_before]).toEqual([30, null]);
    const tasks = await send(h, owner, 'GET', `${feed}?subject=task`);
    expect(tasks.body.updates.map((u: Answer) => u.summary).slice(0, 2)).toEqual(['Change 34', 'Change 32']);
  });
});
