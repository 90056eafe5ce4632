import { describe, expect, it } from 'vitest';
import { createUser, logIn, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, feature names: a project's features have names of their own, also when Add Feature is sent
 * many times at once (a double click, a retrying client): one is added, the others are told the name is
 * taken. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const h = useHarness();

const burst = 8;

describe('race: one feature name added many times at once', () => {
  it('adds it once; the others get the 409 of a taken name', async () => {
    const owner = await createUser(h.db);
    const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Shop' } });
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const body = { project_id: project.id, feature_name: 'Checkout', feature_specification: 'Pay by card' };

    const statuses = await Promise.all(
      Array.from(
        { length: burst },
        async () => (await postJson(h.app, '/api/add-feature/', body, auth)).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array.from({ length: burst - 1 }, () => 409));
    expect(await h.db.prisma.projectFeature.count({ where: { projectId: project.id } })).toBe(1);
  });
});
