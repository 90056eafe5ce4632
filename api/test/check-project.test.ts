import { everyArea } from '@platform/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';
import type { TestUser } from './support/harness.js';

const h = useHarness();
let user: TestUser;
let token: string;

async function check(projectId: unknown) {
  const response = await postJson(h.app, '/api/check_project/', { project_id: projectId }, `Bearer ${token}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const listNames = async () =>
  ((await (await h.app.request('/api/all_projects/', bearer(token))).json()) as { name: string }[]).map(
    (project) => project.name,
  );

async function addProject(
  name: string,
  status: 'DRAFT' | 'PENDING_REVIEW' | 'IN_PROGRESS',
  goal: string | null,
) {
  return h.db.prisma.project.create({ data: { ownerId: user.id, name, status, goal, type: 'DESIGN' } });
}

beforeAll(async () => {
  user = await createUser(h.db);
  token = await logIn(h.app, user);
});

describe('POST /api/check_project/', () => {
  it('a project past setup continues in its workspace', async () => {
    const project = await addProject('Brand Refresh 2026', 'IN_PROGRESS', 'A new look');
    expect(await check(project.id)).toEqual({
      status: 200,
      body: {
        project_id: project.id,
        project_name: 'Brand Refresh 2026',
        project_status: 'IN_PROGRESS',
        status: 'Continue with your project workspace.',
        chat_session_id: null,
        route: `/project/workspace/${project.id}/brand-refresh-2026`,
      },
    });
  });

  it('a Draft goes back to its new-project chat, which knows what the project already says', async () => {
    const project = await addProject('Menu Redesign', 'DRAFT', 'Sell more desserts');
    const { status, body } = await check(project.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      project_id: project.id,
      project_status: 'DRAFT',
      status: 'Complete setting up your project.',
      route: '/project/create-project',
    });
    expect(body.chat_session_id).toEqual(expect.any(String));
    // The same chat every time.
    expect((await check(project.id)).body.chat_session_id).toBe(body.chat_session_id);

    const reply = await postJson(
      h.app,
      '/api/chat/response/',
      {
        session_id: body.chat_session_id,
        project_id: project.id,
        user_response: 'New menu boards for our cafe',
      },
      `Bearer ${token}`,
    );
    const answer = (await reply.json()) as { project_name: string; message: string };
    expect(answer.project_name).toBe('Menu Redesign');
    // The goal was known, so the next question is the audience.
    expect(answer.message).toContain('Who is it for?');
  });

  it('records the visit: the project moves to the front of the list', async () => {
    const first = await addProject('Zeta', 'PENDING_REVIEW', null);
    await addProject('Eta', 'PENDING_REVIEW', null);
    h.setNow(new Date(Date.now() + 60_000));
    await check(first.id);
    expect((await listNames())[0]).toBe('Zeta');
  });

  it('refuses a missing or non-text project_id with 422, and unknown ids with 404', async () => {
    expect((await check(undefined)).status).toBe(422);
    expect((await check(42)).status).toBe(422);
    expect(await check('6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7aff')).toEqual({
      status: 404,
      body: { message: 'Project not found.' },
    });
    expect((await postJson(h.app, '/api/check_project/', { project_id: 'x' })).status).toBe(401);
  });
});

describe('GET /api/projects/{project_id}/', () => {
  it('gives the project for its workspace pages', async () => {
    const project = await addProject('Shop App', 'PENDING_REVIEW', 'Sell online');
    const response = await h.app.request(`/api/projects/${project.id}/`, bearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: project.id,
      name: 'Shop App',
      status: 'PENDING_REVIEW',
      type: 'Design project',
      goal: 'Sell online',
      last_updated: project.updatedAt.toISOString(),
      created_at: project.createdAt.toISOString(),
      team_members: [],
      is_owner: true,
      brief_version: 0,
      budget: null,
      timeline: null,
      estimated_completion: null,
      my_permissions: everyArea('Full Access'),
      my_user_id: user.id,
      archived_at: null,
    });
  });
});
