import type { ProjectStatus, ProjectType } from '@platform/prisma';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';

const h = useHarness();
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 0, day, hour));

let token: string;
const ids = new Map<string, string>();

async function addProject(
  ownerId: string,
  name: string,
  updated: Date,
  options: { type?: ProjectType; status?: ProjectStatus; goal?: string } = {},
) {
  const project = await h.db.prisma.project.create({
    data: {
      ownerId,
      name,
      type: options.type ?? 'DESIGN',
      status: options.status ?? 'DRAFT',
      goal: options.goal ?? null,
    },
  });
  await h.db.prisma.$executeRaw`UPDATE projects SET updated_at = ${updated} WHERE id = ${project.id}::uuid`;
  ids.set(name, project.id);
  return project.id;
}

const idOf = (name: string) => ids.get(name) ?? '';

async function list(query = '') {
  const response = await h.app.request(`/api/all_projects/${query}`, bearer(token));
  return { status: response.status, body: (await response.json()) as unknown };
}

const names = (body: unknown) => (body as { name: string }[]).map((project) => project.name);

beforeAll(async () => {
  const owner = await createUser(h.db);
  const stranger = await createUser(h.db);
  token = await logIn(h.app, owner);
  await addProject(owner.id, 'A', at(1), { type: 'DEVELOPMENT', status: 'PENDING_REVIEW', goal: 'Ship it' });
  await addProject(owner.id, 'B', at(9), { type: 'DESIGN_AND_DEVELOPMENT', status: 'IN_PROGRESS' });
  await addProject(owner.id, 'C', at(8), { status: 'COMPLETED' });
  await addProject(owner.id, 'D', at(7));
  await addProject(owner.id, 'E', at(7));
  await addProject(stranger.id, 'Foreign', at(10));
  await h.db.prisma.projectView.createMany({
    data: [
      { userId: owner.id, projectId: idOf('A'), viewedAt: at(20, 12) },
      { userId: owner.id, projectId: idOf('B'), viewedAt: at(20, 11) },
      // Someone else's views do not reorder the owner's list, and foreign projects never show.
      { userId: stranger.id, projectId: idOf('D'), viewedAt: at(21) },
      { userId: owner.id, projectId: idOf('Foreign'), viewedAt: at(21) },
    ],
  });
});

/** A and B by last view, then C, then D and E (same update time) by id, descending. */
const expectedOrder = () => ['A', 'B', 'C', ...(idOf('D') > idOf('E') ? ['D', 'E'] : ['E', 'D'])];

describe('GET /api/all_projects/', () => {
  it("lists the caller's projects, last viewed first, then by last update", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body)).toEqual(expectedOrder());
  });

  it('gives the spec fields: status as enum text, type as its label, goal null when unset', async () => {
    const { body } = await list();
    const [first, second] = body as unknown[];
    expect(first).toEqual({
      id: idOf('A'),
      name: 'A',
      status: 'PENDING_REVIEW',
      last_updated: at(1).toISOString(),
      goal: 'Ship it',
      type: 'Development project',
      team_members: [],
      is_owner: true,
      deletable: true,
      archived_at: null,
    });
    expect(second).toMatchObject({
      status: 'IN_PROGRESS',
      goal: null,
      type: 'Design and Development project',
    });
  });

  it('pages with ?limit= and ?after= the last project of the previous page, across both parts', async () => {
    const pages: string[][] = [];
    let query = '?limit=2';
    for (let page = 0; page < 4; page += 1) {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      pages.push(names(body));
      query = `?limit=2&after=${idOf(names(body).at(-1) ?? '')}`;
      if (names(body).length < 2) break;
    }
    const order = expectedOrder();
    expect(pages).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4)]);
  });

  it('filters by type: Design and Develop both include Design and Development projects; Print has none', async () => {
    const design = expectedOrder().filter((name) => name !== 'A');
    expect(names((await list('?type=design')).body)).toEqual(design);
    expect(names((await list('?type=development')).body)).toEqual(['A', 'B']);
    expect(await list('?type=print')).toEqual({ status: 200, body: [] });
    expect((await list('?type=recruit')).status).toBe(422);
  });

  it('filters by status: ?status=completed lists only the finished projects, with the type filter too', async () => {
    expect(await list('?status=completed')).toMatchObject({
      status: 200,
      body: [{ name: 'C', status: 'COMPLETED' }],
    });
    expect(names((await list('?status=completed&type=development')).body)).toEqual([]);
    expect(names((await list('?status=in_progress')).body)).toEqual(['B']);
    expect(await list('?status=finished')).toMatchObject({
      status: 422,
      body: { message: expect.any(String) },
    });
  });

  it('pages a filtered list too', async () => {
    const first = names((await list('?type=design&limit=3')).body);
    const second = names((await list(`?type=design&limit=3&after=${idOf(first.at(-1) ?? '')}`)).body);
    expect([...first, ...second]).toEqual(expectedOrder().filter((name) => name !== 'A'));
  });

  it('refuses bad paging parameters with 422', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5']) {
      expect((await list(query)).status).toBe(422);
    }
    expect((await list('?after=not-an-id')).status).toBe(422);
    // Someone else's project is not a place in this list.
    expect(await list(`?after=${idOf('Foreign')}`)).toMatchObject({
      status: 422,
      body: { message: 'The project to continue after is not in your list.' },
    });
  });

  it('answers 401 to visitors', async () => {
    expect((await h.app.request('/api/all_projects/')).status).toBe(401);
  });
});
