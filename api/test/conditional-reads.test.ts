import { describe, expect, it } from 'vitest';
import { person, projectOf, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/* An unchanged read answers 304 with no body; any change the caller would see gives a new tag (issue #33). */

const h = useHarness();

async function read(who: Person, path: string, ifNoneMatch?: string) {
  const response = await h.app.request(path, {
    headers: {
      Authorization: `Bearer ${who.token}`,
      ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}),
    },
  });
  return { status: response.status, tag: response.headers.get('ETag'), text: await response.text() };
}

async function boardWithATask() {
  const owner = await person(h);
  const project = await projectOf(h, owner);
  const task = await h.db.prisma.task.create({
    data: { projectId: project.id, name: 'Logo', type: 'DESIGN', description: 'A logo', position: 0 },
  });
  return { owner, board: `/api/projects/${project.id}/tasks/`, projectId: project.id, taskId: task.id };
}

describe('conditional reads', () => {
  it('an unchanged board answers 304 with no body and the same tag', async () => {
    const { owner, board } = await boardWithATask();
    const first = await read(owner, board);
    expect(first.status).toBe(200);
    expect(first.tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await read(owner, board, first.tag!);
    expect(again).toEqual({ status: 304, tag: first.tag, text: '' });
    // Any of a list of tags, weak or strong, and `*`.
    expect((await read(owner, board, `W/"other", ${first.tag!.slice(2)}`)).status).toBe(304);
    expect((await read(owner, board, '*')).status).toBe(304);
  });

  it('a moved task gives the board a new tag and the whole answer, as the live stream reloads it', async () => {
    const { owner, board, taskId } = await boardWithATask();
    const first = await read(owner, board);
    const moved = await send(h, owner, 'POST', `/api/tasks/${taskId}/move/`, {
      status: 'In Progress',
      position: 0,
    });
    expect(moved.status).toBe(200);
    const after = await read(owner, board, first.tag!);
    expect(after.status).toBe(200);
    expect(after.tag).not.toBe(first.tag);
    expect(after.text).toContain('In Progress');
  });

  it("a read's tag is the caller's own: another member's answer does not match it when it differs", async () => {
    const { owner, projectId } = await boardWithATask();
    const other = await person(h);
    await h.db.prisma.projectMember.create({ data: { projectId, userId: other.id, role: 'Editor' } });
    const path = `/api/projects/${projectId}/permissions/`;
    const owners = await read(owner, path);
    const others = await read(other, path, owners.tag!);
    expect(others.status).toBe(200);
    expect(others.tag).not.toBe(owners.tag);
  });

  it('errors, POST reads and the session check carry no tag', async () => {
    const { owner, projectId } = await boardWithATask();
    const stranger = await person(h);
    expect((await read(stranger, `/api/projects/${projectId}/tasks/`)).tag).toBeNull();
    const features = await send(h, owner, 'POST', '/api/get-project-features/', { project_id: projectId });
    expect(features.status).toBe(200);
    expect(features.headers.get('ETag')).toBeNull();
    expect((await read(owner, '/api/check-auth/')).tag).toBeNull();
  });
});
