import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { createUser, logIn, useHarness } from './support/harness.js';

/* 'Edit Project' in the workspace header: name, type and goal, checked and stored. */

const h = useHarness();
const tokens = { owner: '', viewer: '', stranger: '' };
let projectId: string;

function patch(who: keyof typeof tokens, id: string, body: unknown) {
  return h.app.request(`/api/projects/${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[who]}` },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  const owner = await createUser(h.db);
  const viewer = await createUser(h.db);
  const stranger = await createUser(h.db);
  tokens.owner = await logIn(h.app, owner);
  tokens.viewer = await logIn(h.app, viewer);
  tokens.stranger = await logIn(h.app, stranger);
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name: 'Logo for Bakery',
      type: 'DESIGN',
      status: 'IN_PROGRESS',
      goal: 'Sell more',
    },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: viewer.id, role: 'Viewer', ...levelColumns(everyArea('View')) },
  });
});

describe('PATCH /api/projects/{id}/', () => {
  it('saves the trimmed name, the type and the goal, and answers the workspace path of the new name', async () => {
    const response = await patch('owner', projectId, {
      name: '  Bakery Rebrand ',
      type: 'Design and Development project',
      goal: ' Look premium ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: projectId,
      name: 'Bakery Rebrand',
      type: 'Design and Development project',
      goal: 'Look premium',
      workspace_path: `/project/workspace/${projectId}/bakery-rebrand`,
    });
    expect(await h.db.prisma.project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: 'Bakery Rebrand',
      type: 'DESIGN_AND_DEVELOPMENT',
      goal: 'Look premium',
    });
    const read = await h.app.request(`/api/projects/${projectId}/`, {
      headers: { Authorization: `Bearer ${tokens.owner}` },
    });
    expect(await read.json()).toMatchObject({ name: 'Bakery Rebrand' });
  });

  it('refuses a blank name, an unknown type and a long goal with their messages, changing nothing', async () => {
    const response = await patch('owner', projectId, { name: '   ', type: 'Poster', goal: 'x'.repeat(501) });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Project name is required.',
      errors: {
        name: 'Project name is required.',
        type: 'Choose the project type.',
        goal: 'Goal must be at most 500 characters.',
      },
    });
    const long = await patch('owner', projectId, { name: 'n'.repeat(101), type: 'Design project' });
    expect(((await long.json()) as { message: string }).message).toBe(
      'Project name must be at most 100 characters.',
    );
    expect(await h.db.prisma.project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: 'Bakery Rebrand',
    });
  });

  it('an empty goal clears it', async () => {
    const response = await patch('owner', projectId, {
      name: 'Bakery Rebrand',
      type: 'Design project',
      goal: '',
    });
    expect(await response.json()).toMatchObject({ goal: null, type: 'Design project' });
  });

  it('a member with View gets 403 naming Edit; a stranger gets the 404 of a missing project', async () => {
    const body = { name: 'Mine', type: 'Design project' };
    const viewer = await patch('viewer', projectId, body);
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual({ message: 'You need Edit access to Project Overview & Scope.' });
    const stranger = await patch('stranger', projectId, body);
    const missing = await patch('stranger', '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff', body);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await missing.json());
  });
});
