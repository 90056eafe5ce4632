import { describe, expect, it } from 'vitest';
import { createUser, logIn, postJson, useHarness } from '../support/harness.js';
import type { TestUser } from '../support/harness.js';

/*
 * Race suite, team changes pressed many times at once (a double click, a retrying client): the change
 * happens once, one request says it did, the others get the answer of a change already made, and the
 * person concerned is told once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const h = useHarness();

const burst = 8;

async function projectOf(owner: TestUser) {
  return h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Race Team' } });
}

const noticesTo = (userId: string, title: string) =>
  h.db.prisma.notification.count({ where: { userId, title } });

describe('race: team changes sent many times at once', () => {
  it('adding someone with an account: one joins, the others are told they are a member already', async () => {
    const owner = await createUser(h.db);
    const person = await createUser(h.db);
    const project = await projectOf(owner);
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const invite = { email: person.email, role: 'Editor', access: 'Full Access', projectId: project.id };

    const answers = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/add-team-member/', invite, auth);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 409,
        body: { message: 'This person is already a member of this project.' },
      })),
    );
    expect(await noticesTo(person.id, 'You were added to Race Team')).toBe(1);
  });

  it('inviting an address without an account: one invitation, one e-mail', async () => {
    const owner = await createUser(h.db);
    const project = await projectOf(owner);
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const email = `race-invite-${project.id}@example.com`;
    const invite = { email, role: 'Editor', access: 'Full Access', projectId: project.id };

    const answers = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/add-team-member/', invite, auth);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 409,
        body: { message: 'An invitation is already pending for this email. Re-send it from the team page.' },
      })),
    );
    expect(await h.db.prisma.teamInvitation.count({ where: { projectId: project.id } })).toBe(1);
    expect((await h.mail.list()).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('removing a member: removed once, told once', async () => {
    const owner = await createUser(h.db);
    const member = await createUser(h.db);
    const project = await projectOf(owner);
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: member.id, role: 'Editor' },
    });
    const auth = `Bearer ${await logIn(h.app, owner)}`;

    const statuses = await Promise.all(
      Array.from(
        { length: burst },
        async () =>
          (
            await h.app.request(`/api/projects/${project.id}/team/${member.id}/`, {
              method: 'DELETE',
              headers: { Authorization: auth },
            })
          ).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array.from({ length: burst - 1 }, () => 404));
    expect(await noticesTo(member.id, 'You were removed from Race Team')).toBe(1);
  });
});
