import { describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { levelColumns } from '../../src/workspace/permissions/stored-levels.js';
import { everyArea } from '@platform/contract';
import { newInvitationToken } from '../../src/workspace/team/invitation-token.js';
import { createUser, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, seats: invitations accepted at the same moment by different people take the account's
 * seats one after another, so the seats are never exceeded. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the requests are truly concurrent.
 */

const h = useHarness();

const burst = 8;

describe('race: invitations accepted in parallel', () => {
  it('with two free seats, two people join and the others are told there is no seat', async () => {
    const owner = await createUser(h.db);
    const now = h.deps.now();
    await h.db.prisma.subscription.create({
      data: {
        ownerId: owner.id,
        plan: 'STARTUP',
        extraSeats: 1,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      },
    });
    const project = await h.db.prisma.project.create({
      data: { ownerId: owner.id, name: 'Seat Race', status: 'IN_PROGRESS' },
    });
    const invitees = await Promise.all(
      Array.from({ length: burst }, async () => {
        const user = await createUser(h.db);
        const { token, tokenHash } = newInvitationToken();
        await h.db.prisma.teamInvitation.create({
          data: {
            projectId: project.id,
            email: user.email,
            role: 'Editor',
            access: 'CUSTOM_PERMISSIONS',
            ...levelColumns(everyArea('Edit')),
            tokenHash,
            expiresAt: new Date(now.getTime() + 86_400_000),
            invitedById: owner.id,
          },
        });
        return { token, session: await startSession(h.db.prisma, user.id, now) };
      }),
    );
    const answers = await Promise.all(
      invitees.map(async ({ token, session }) => {
        const response = await postJson(h.app, '/api/accept-invitation/', { token }, `Bearer ${session}`);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: burst - 2 }, () => ({
        status: 409,
        body: {
          message:
            'Seat Race has no free seat for you right now. Ask the person who invited you to add a seat, then open this invitation link again.',
        },
      })),
    );
    expect(
      await h.db.prisma.projectMember.count({ where: { projectId: project.id, status: 'ACTIVE' } }),
    ).toBe(2);
    expect(
      await h.db.prisma.teamInvitation.count({ where: { projectId: project.id, acceptedAt: null } }),
    ).toBe(burst - 2);
  });
});
