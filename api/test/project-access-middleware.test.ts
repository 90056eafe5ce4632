import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/platform/http/error-handler.js';
import { createRouter } from '../src/platform/http/router.js';
import { requireSession } from '../src/platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../src/platform/sessions/bearer-auth.js';
import { projectAccess } from '../src/workspace/permissions/project-access-middleware.js';
import type { Person } from './support/collab-fixtures.js';
import { member, person, projectOf } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/*
 * The projectAccess middleware on a route of its own: the same answers as the check it runs
 * (project-permission.ts), after the route's validators, with the caller's access on the context.
 */

const h = useHarness();

const noteRoute = createRoute({
  method: 'post',
  path: '/projects/{project_id}/notes/',
  request: {
    params: z.object({ project_id: z.string() }),
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ note: z.string().min(1) }) } },
    },
  },
  responses: { 200: { description: 'The access the handler saw' } },
});

function notesApp() {
  const notes = createRouter<AuthEnv>();
  notes.use('*', requireSession(h.deps));
  notes.openapi(
    { ...noteRoute, middleware: [projectAccess(h.deps, 'taskAndWorkflowManagement', 'Edit')] as const },
    (c) => {
      const access = c.get('projectAccess');
      return c.json({ project: access.project.id, user: access.userId, owner: access.isOwner }, 200);
    },
  );
  const app = createRouter();
  app.onError(errorHandler(() => undefined));
  return app.route('/', notes);
}

async function addNote(who: Person, projectId: string, body: unknown) {
  const response = await notesApp().request(`/projects/${projectId}/notes/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('projectAccess middleware', () => {
  it('puts the caller’s access on the context for the handler', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    expect(await addNote(owner, project.id, { note: 'Hello' })).toEqual({
      status: 200,
      body: { project: project.id, user: owner.id, owner: true },
    });
    const editor = await member(h, project.id, 'VIEW', 'EDIT');
    expect(await addNote(editor, project.id, { note: 'Hello' })).toEqual({
      status: 200,
      body: { project: project.id, user: editor.id, owner: false },
    });
  });

  it('answers a stranger the 404 of a project that does not exist', async () => {
    const project = await projectOf(h, await person(h));
    const stranger = await person(h);
    const notFound = { status: 404, body: { message: 'Project not found.' } };
    expect(await addNote(stranger, project.id, { note: 'Hello' })).toEqual(notFound);
    expect(await addNote(stranger, '00000000-0000-4000-8000-000000000000', { note: 'Hello' })).toEqual(
      notFound,
    );
    expect(await addNote(stranger, 'not-an-id', { note: 'Hello' })).toEqual(notFound);
  });

  it('refuses a member short of the level with 403 naming it', async () => {
    const project = await projectOf(h, await person(h));
    const viewer = await member(h, project.id, 'FULL_ACCESS', 'VIEW');
    expect(await addNote(viewer, project.id, { note: 'Hello' })).toEqual({
      status: 403,
      body: { message: 'You need Edit access to Task & Workflow Management.' },
    });
  });

  it('refuses a change to an archived project, its owner included', async () => {
    const owner = await person(h);
    const project = await projectOf(h, owner);
    await h.db.prisma.project.update({ where: { id: project.id }, data: { archivedAt: new Date() } });
    expect(await addNote(owner, project.id, { note: 'Hello' })).toEqual({
      status: 409,
      body: { message: 'This project is archived, so it is read-only. Unarchive it to make changes.' },
    });
  });

  it('runs after the route’s validators: a bad request answers its 422 first, even to a stranger', async () => {
    const project = await projectOf(h, await person(h));
    const answer = await addNote(await person(h), project.id, { note: '' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { note: expect.any(String) } } });
  });
});
