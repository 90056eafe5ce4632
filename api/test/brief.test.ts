import { beforeAll, describe, expect, it } from 'vitest';
import { everyArea } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';

/* The project brief (the spec's project brief screen and workspace calls table): not set up, Start Setup, view, edit and save, every version kept. */

const h = useHarness();
const tokens = { owner: '', viewer: '', stranger: '' };
let ownerId: string;
let projectId: string;

const get = (who: keyof typeof tokens, id = projectId) =>
  h.app.request(`/api/get_project_brief/?project_id=${id}`, bearer(tokens[who]));
const post = (who: keyof typeof tokens, path: string, body: unknown) =>
  postJson(h.app, path, body, `Bearer ${tokens[who]}`);

const edit = (sections: Partial<Record<string, string>> = {}) => ({
  project_id: projectId,
  project_overview: 'A bakery logo.',
  project_objectives: '- Look premium',
  project_key_deliverables: '- Logo files',
  project_target_audience: 'Families in Ikeja',
  ...sections,
});

beforeAll(async () => {
  const owner = await createUser(h.db);
  const viewer = await createUser(h.db);
  const stranger = await createUser(h.db);
  ownerId = owner.id;
  tokens.owner = await logIn(h.app, owner);
  tokens.viewer = await logIn(h.app, viewer);
  tokens.stranger = await logIn(h.app, stranger);
  const project = await h.db.prisma.project.create({
    data: {
      ownerId: owner.id,
      name: 'Crumbs Bakery',
      type: 'DESIGN',
      status: 'PENDING_REVIEW',
      goal: 'sell more bread online',
      features: {
        create: [{ name: 'Online menu', shortDescription: 'The menu.', specifications: ['Prices shown'] }],
      },
    },
  });
  projectId = project.id;
  await h.db.prisma.projectMember.create({
    data: { projectId, userId: viewer.id, role: 'Viewer', ...levelColumns(everyArea('View')) },
  });
});

describe('the project brief', () => {
  it('is null while not set up, and the project reads V:0', async () => {
    const response = await get('owner');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ brief: null });
    const project = await h.app.request(`/api/projects/${projectId}/`, bearer(tokens.owner));
    expect(await project.json()).toMatchObject({ brief_version: 0 });
  });

  it('editing before Start Setup is refused', async () => {
    const response = await post('owner', '/api/edit-project-brief/', edit());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'The project brief is not set up yet. Use Start Setup first.',
    });
  });

  it('Start Setup drafts it from the project and its features, at version 0; a second call keeps it', async () => {
    const response = await post('owner', '/api/generate_project_brief/', { project_id: projectId });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { brief: Record<string, unknown>; page_message: string };
    expect(body.page_message).toBe('Project Brief: Setup complete');
    expect(body.brief).toMatchObject({ project_name: 'Crumbs Bakery', version: 0 });
    expect(body.brief.project_brief_overview).toContain('Crumbs Bakery');
    expect(body.brief.project_brief_objectives).toContain('Online menu');
    expect(body.brief.project_brief_objectives).toContain('Sell more bread online.');

    const again = await post('owner', '/api/generate_project_brief/', { project_id: projectId });
    expect(((await again.json()) as { brief: unknown }).brief).toEqual(body.brief);
    expect(((await (await get('viewer')).json()) as { brief: unknown }).brief).toEqual(body.brief);
  });

  it('saves the trimmed sections as version 1, then 2, each kept with who and what changed', async () => {
    const first = await post(
      'owner',
      '/api/edit-project-brief/',
      edit({ project_overview: '  A bakery logo.  ' }),
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      updated_data: {
        project_brief_overview: 'A bakery logo.',
        project_brief_target_audience: 'Families in Ikeja',
        version: 1,
      },
    });
    const second = await post(
      'owner',
      '/api/edit-project-brief/',
      edit({ project_target_audience: 'Cafes' }),
    );
    expect(await second.json()).toMatchObject({
      updated_data: { version: 2, project_brief_target_audience: 'Cafes' },
    });

    const unchanged = await post(
      'owner',
      '/api/edit-project-brief/',
      edit({ project_target_audience: 'Cafes ' }),
    );
    expect(await unchanged.json()).toMatchObject({ updated_data: { version: 2 } });

    const history = await h.app.request(`/api/projects/${projectId}/brief-history/`, bearer(tokens.viewer));
    const { versions } = (await history.json()) as {
      versions: { version: number; changed_sections: string[]; edited_by: { id: string }; source: string }[];
    };
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      changed_sections: ['Target Audience'],
      source: 'edit',
      edited_by: { id: ownerId },
    });
    expect(versions[1]?.changed_sections).toEqual([
      'Overview',
      'Objectives',
      'Key Deliverables',
      'Target Audience',
    ]);
    const project = await h.app.request(`/api/projects/${projectId}/`, bearer(tokens.owner));
    expect(await project.json()).toMatchObject({ brief_version: 2 });
  });

  it('refuses a blank section with its message and keeps the brief as it was', async () => {
    const response = await post('owner', '/api/edit-project-brief/', edit({ project_objectives: '   ' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Objectives is required.',
      errors: { project_objectives: 'Objectives is required.' },
    });
    const long = await post(
      'owner',
      '/api/edit-project-brief/',
      edit({ project_overview: 'x'.repeat(10_001) }),
    );
    expect(((await long.json()) as { message: string }).message).toBe(
      'Overview must be at most 10000 characters.',
    );
    const missing = await post('owner', '/api/edit-project-brief/', { project_id: projectId });
    expect(missing.status).toBe(422);
    const { brief } = (await (await get('owner')).json()) as { brief: { version: number } };
    expect(brief.version).toBe(2);
  });

  it('a viewer may read but not save or generate: 403 naming Edit', async () => {
    for (const [path, body] of [
      ['/api/edit-project-brief/', edit()],
      ['/api/generate_project_brief/', { project_id: projectId }],
    ] as const) {
      const response = await post('viewer', path, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'You need Edit access to Project Overview & Scope.' });
    }
  });

  it('without a token every brief call answers 401', async () => {
    expect((await h.app.request(`/api/get_project_brief/?project_id=${projectId}`)).status).toBe(401);
    expect((await postJson(h.app, '/api/edit-project-brief/', edit())).status).toBe(401);
    expect((await postJson(h.app, '/api/generate_project_brief/', { project_id: projectId })).status).toBe(
      401,
    );
  });
});
