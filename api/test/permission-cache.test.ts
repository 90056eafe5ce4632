import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { everyArea } from '@platform/contract';
import type { Person } from './support/collab-fixtures.js';
import { member, person, projectOf, send } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';
import { countStatements } from './support/statement-count.js';

/*
 * The permission check keeps the project and the caller's levels in the process (api/src/permissions/
 * access-cache.ts, issue #33). Whatever it keeps, a member removed or given less is refused on their very next
 * request, and a change made outside this process's calls is heard too.
 */

// The permission check's own cost: the answer cache (answer-cache.ts) would answer a repeated read whole.
const h = useHarness(() => ({ answerCache: null }));

const roundTrips = countStatements();

let owner: Person;
let projectId: string;

beforeAll(async () => {
  owner = await person(h);
  projectId = (await projectOf(h, owner)).id;
});

const board = (who: Person) => send(h, who, 'GET', `/api/projects/${projectId}/tasks/`);

/** A member with Full Access everywhere. */
async function fullMember(): Promise<Person> {
  const who = await member(h, projectId, 'FULL_ACCESS', 'FULL_ACCESS');
  await h.db.prisma.projectMember.update({
    where: { projectId_userId: { projectId, userId: who.id } },
    data: { teamManagement: 'FULL_ACCESS' },
  });
  return who;
}

describe('the permission check, kept in the process', () => {
  it('costs no round trip once kept', async () => {
    const reader = await fullMember();
    const first = await roundTrips(() => board(reader));
    expect(first).toBeGreaterThan(1);
    // The read alone: the project and the levels are not read again (the board is one statement). On
    // PostgreSQL the notification of the member's own change reaches the listening connection a moment after
    // the commit and may forget the first read's entry, so the board is asked until the entry stays.
    await expect.poll(() => roundTrips(() => board(reader))).toBe(1);
  });

  it('refuses a removed member on their very next request', async () => {
    const removed = await fullMember();
    expect((await board(removed)).status).toBe(200);
    const removal = await send(h, owner, 'DELETE', `/api/projects/${projectId}/team/${removed.id}/`);
    expect(removal.body).toEqual({ message: 'Team member removed.' });
    const next = await board(removed);
    expect(next.status).toBe(404);
    expect(next.body).toEqual({ message: 'Project not found.' });
  });

  it('holds a member to their new levels on their very next request', async () => {
    const lowered = await fullMember();
    const colleague = await fullMember();
    const responsibilities = (text: string) =>
      send(h, lowered, 'PATCH', `/api/projects/${projectId}/team/${colleague.id}/`, {
        responsibilities: text,
      });
    expect((await responsibilities('Design reviews')).status).toBe(200);
    const change = await send(h, owner, 'PATCH', `/api/projects/${projectId}/team/${lowered.id}/`, {
      access: 'Custom Permissions',
      ...everyArea('View'),
    });
    expect(change.status).toBe(200);
    const refused = await responsibilities('Everything');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'You need Edit access to Team Management & Collaboration.',
    });
  });

  it('refuses at once when the project is deleted', async () => {
    const reader = await fullMember();
    await h.db.prisma.project.delete({ where: { id: projectId } });
    expect((await board(reader)).status).toBe(404);
    expect((await board(owner)).status).toBe(404);
    projectId = (await projectOf(h, owner)).id;
  });

  it('refuses at once after a change in raw SQL', async () => {
    const reader = await fullMember();
    expect((await board(reader)).status).toBe(200);
    await h.db.prisma.$executeRaw`
      UPDATE project_members SET status = 'REMOVED' WHERE project_id = ${projectId}::uuid AND user_id = ${reader.id}::uuid`;
    expect((await board(reader)).status).toBe(404);
  });

  // On PostgreSQL only: the embedded database belongs to this one process.
  it.runIf(inject('databaseTemplate').kind === 'postgresql')(
    "hears another process's change through PostgreSQL's notification",
    async () => {
      const reader = await fullMember();
      expect((await board(reader)).status).toBe(200);
      const elsewhere = new pg.Client({ connectionString: h.db.url });
      await elsewhere.connect();
      try {
        await elsewhere.query(
          `UPDATE project_members SET status = 'REMOVED', removed_at = now() WHERE project_id = $1 AND user_id = $2`,
          [projectId, reader.id],
        );
      } finally {
        await elsewhere.end();
      }
      await expect.poll(async () => (await board(reader)).status).toBe(404);
    },
  );
});
