import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { createUser, logIn, postJson, useHarness } from './support/harness.js';

/* Project features (the spec's project features screen and workspace calls table): list, add, edit, delete; progress from the linked tasks. */

const h = useHarness();
const tokens = { owner: '', viewer: '', stranger: '' };
let projectId: string;

const post = (who: keyof typeof tokens, path: string, body: unknown) =>
  postJson(h.app, path, body, `Bearer ${tokens[who]}`);
const send = (who: keyof typeof tokens, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  h.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[who]}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

interface Feature {
  feature_id: string;
  feature_name: string;
  feature_short_description: string;
  feature_specification: string[];
  feature_progress: number;
  feature_sprint: string | null;
  date_created: string;
}

const list = async (who: keyof typeof tokens = 'owner') =>
  (
    (await (await post(who, '/api/get-project-features/', { project_id: projectId })).json()) as {
      features: Feature[];
    }
  ).features;

beforeAll(async () => {
  const owner = await createUser(h.db);
  const viewer = await createUser(h.db);
  const stranger = await createUser(h.db);
  tokens.owner = await logIn(h.app, owner);
  tokens.viewer = await logIn(h.app, viewer);
  tokens.stranger = await logIn(h.app, stranger);
  const project = await h.db.prisma.project.create({
    data: { ownerId: owner.id, name: 'Crumbs Bakery', type: 'DEVELOPMENT', status: 'IN_PROGRESS' },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: viewer.id, role: 'Viewer', ...levelColumns(everyArea('View')) },
  });
});

describe('project features', () => {
  it('lists none at first', async () => {
    expect(await list()).toEqual([]);
  });

  it("adds a feature: 'Feature added successfully!', one specification a line, shown in the list", async () => {
    const response = await post('owner', '/api/add-feature/', {
      project_id: projectId,
      feature_name: '  Order tracking ',
      feature_specification: "- Customers see each order's status\n\n- Updates within a minute",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; feature: Feature; error: null };
    expect(body).toMatchObject({
      message: 'Feature added successfully!',
      error: null,
      feature: {
        feature_name: 'Order tracking',
        feature_short_description: "Customers see each order's status",
        feature_specification: ["Customers see each order's status", 'Updates within a minute'],
        feature_progress: 0,
        feature_sprint: null,
      },
    });
    expect(await list('viewer')).toEqual([body.feature]);
  });

  it('needs a name and a specification, and refuses a second feature of the same name', async () => {
    for (const body of [
      { project_id: projectId, feature_name: ' ', feature_specification: 'x' },
      { project_id: projectId, feature_name: 'Menu', feature_specification: '  \n ' },
    ]) {
      const response = await post('owner', '/api/add-feature/', body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Feature name and specification are required.',
      );
    }
    const same = await post('owner', '/api/add-feature/', {
      project_id: projectId,
      feature_name: 'order TRACKING',
      feature_specification: 'Again',
    });
    expect(same.status).toBe(409);
    expect(((await same.json()) as { message: string }).message).toBe(
      'This project already has a feature with that name.',
    );
    expect(await list()).toHaveLength(1);
  });

  it('computes progress from the linked tasks that are Approved or Completed', async () => {
    const [feature] = await list();
    const statuses = ['APPROVED', 'COMPLETED', 'IN_PROGRESS', 'BACKLOG'] as const;
    for (const [position, status] of statuses.entries()) {
      await h.db.prisma.task.create({
        data: {
          projectId,
          name: `Task ${position}`,
          type: 'CODE',
          description: 'x',
          status,
          position,
          features: { create: { featureId: feature!.feature_id } },
        },
      });
    }
    expect((await list())[0]?.feature_progress).toBe(50);
  });

  it('edits name, description, specifications and sprint; an empty sprint is none', async () => {
    const [feature] = await list();
    const path = `/api/features/${feature!.feature_id}/`;
    const response = await send('owner', 'PATCH', path, {
      feature_name: 'Order status',
      feature_description: 'Where each order is.',
      feature_specification: 'Status page\nSMS on dispatch',
      feature_sprint: ' Sprint 2 ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Feature updated successfully!',
      feature: {
        feature_name: 'Order status',
        feature_short_description: 'Where each order is.',
        feature_specification: ['Status page', 'SMS on dispatch'],
        feature_sprint: 'Sprint 2',
        feature_progress: 50,
      },
    });
    const cleared = await send('owner', 'PATCH', path, {
      feature_name: 'Order status',
      feature_description: '',
      feature_specification: 'Status page',
      feature_sprint: '',
    });
    expect(await cleared.json()).toMatchObject({ feature: { feature_sprint: null } });
    const blank = await send('owner', 'PATCH', path, {
      feature_name: '',
      feature_description: '',
      feature_specification: 'x',
      feature_sprint: '',
    });
    expect(blank.status).toBe(422);
  });

  it('a viewer may list but not add, edit or delete (403 naming Edit); a stranger gets 404', async () => {
    const [feature] = await list('viewer');
    const path = `/api/features/${feature!.feature_id}/`;
    const edit = {
      feature_name: 'X',
      feature_description: '',
      feature_specification: 'x',
      feature_sprint: '',
    };
    const add = { project_id: projectId, feature_name: 'X', feature_specification: 'x' };
    const denied = { message: 'You need Edit access to Project Overview & Scope.' };
    for (const response of [
      await post('viewer', '/api/add-feature/', add),
      await send('viewer', 'PATCH', path, edit),
      await send('viewer', 'DELETE', path),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(denied);
    }
    const missing = '/api/features/6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff/';
    for (const [method, body] of [
      ['PATCH', edit],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await send('stranger', method, path, body);
      const absent = await send('stranger', method, missing, body);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(await absent.json());
    }
  });

  it('deletes a feature; its tasks stay, without the link', async () => {
    const [feature] = await list();
    const response = await send('owner', 'DELETE', `/api/features/${feature!.feature_id}/`);
    expect(await response.json()).toEqual({ message: 'Feature deleted.' });
    expect(await list()).toEqual([]);
    expect(await h.db.prisma.task.count({ where: { projectId } })).toBe(4);
  });
});
