import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';

/* Issue #30: archiving a project takes it off the dashboard, keeps it under a filter, and makes it read-only. */

const h = useHarness();
const ARCHIVED = 'This project is archived, so it is read-only. Unarchive it to make changes.';

let owner: Person;
let manager: Person;
let project: { id: string; name: string };
let other: { id: string; name: string };

const listed = async (who: Person, query = '') =>
  (
    (await send(h, who, 'GET', `/api/all_projects/${query}`)).body as {
      id: string;
      archived_at: string | null;
    }[]
  ).map((item) => item.id);

beforeAll(async () => {
  owner = await person(h);
  project = await projectOf(h, owner, 'Old Bakery Site');
  other = await projectOf(h, owner, 'New Bakery Site');
  manager = await member(h, project.id, 'FULL_ACCESS', 'FULL_ACCESS');
});

describe('POST /api/projects/{id}/archive/ and /unarchive/', () => {
  it('archives: off the list and dashboard, under the Archived filter, read-only; unarchive undoes it', async () => {
    const archived = await send(h, owner, 'POST', `/api/projects/${project.id}/archive/`);
    expect(archived).toMatchObject({
      status: 200,
      body: { message: 'Project archived - Old Bakery Site', project: { id: project.id } },
    });
    expect(archived.body.project.archived_at).toEqual(expect.any(String));
    expect(await listed(owner)).toEqual([other.id]);
    expect(await listed(owner, '?archived=true')).toEqual([project.id]);
    expect(await listed(manager)).toEqual([]);
    expect((await send(h, manager, 'GET', `/api/projects/${project.id}/`)).body.archived_at).toEqual(
      archived.body.project.archived_at,
    );
    expect(
      await send(h, owner, 'PATCH', `/api/projects/${project.id}/`, {
        name: 'Renamed',
        type: 'Design project',
      }),
    ).toMatchObject({ status: 409, body: { message: ARCHIVED } });
    expect(await upload(h, manager, project.id, 'plan.pdf', pdfBytes())).toMatchObject({
      status: 409,
      body: { message: ARCHIVED },
    });
    expect((await send(h, manager, 'GET', `/api/projects/${project.id}/tasks/`)).status).toBe(200);

    const again = await send(h, owner, 'POST', `/api/projects/${project.id}/archive/`);
    expect(again.body.project.archived_at).toBe(archived.body.project.archived_at);

    expect(await send(h, owner, 'POST', `/api/projects/${project.id}/unarchive/`)).toMatchObject({
      status: 200,
      body: { message: 'Project unarchived - Old Bakery Site', project: { archived_at: null } },
    });
    expect((await listed(owner)).sort()).toEqual([project.id, other.id].sort());
    expect(
      (
        await send(h, owner, 'PATCH', `/api/projects/${project.id}/`, {
          name: 'Renamed',
          type: 'Design project',
        })
      ).status,
    ).toBe(200);
  });

  it("is the owner's alone; strangers get the 404 of a missing project", async () => {
    expect(await send(h, manager, 'POST', `/api/projects/${project.id}/archive/`)).toMatchObject({
      status: 403,
      body: { message: 'Only the project owner can archive or unarchive it.' },
    });
    expect(await send(h, await person(h), 'POST', `/api/projects/${project.id}/archive/`)).toMatchObject({
      status: 404,
      body: { message: 'Project not found.' },
    });
    expect((await send(h, owner, 'GET', `/api/projects/${project.id}/`)).body.archived_at).toBeNull();
  });
});
