import { describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { levelColumns } from '../../src/workspace/permissions/stored-levels.js';
import { everyArea } from '@platform/contract';
import { newInvitationToken } from '../../src/workspace/team/invitation-token.js';
import { postForm } from '../support/accounts-helpers.js';
import { createUser, postJson, useHarness } from '../support/harness.js';
import { resetTokenIn } from '../support/memory-mailbox.js';

/*
 * Race suite, things that happen once: the same link used by parallel requests works for exactly one
 * of them, and the others get the answer of a used link; what it does is done once. Runs on PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL, where the requests are truly concurrent.
 */

const h = useHarness();

const burst = 8;

describe('race: once-only links used in parallel', () => {
  it('a password-reset link: one new password wins, the others are refused, only the winner signs in', async () => {
    const user = await createUser(h.db);
    expect((await postForm(h.app, '/api/request-password-reset/', { email: user.email })).status).toBe(200);
    const token = resetTokenIn(await h.mail.latest(user.email));
    const passwords = Array.from({ length: burst }, (_, i) => `Brand-new-pass-${i}!`);
    const answers = await Promise.all(
      passwords.map(async (password) => {
        const response = await postJson(h.app, '/api/reset-password', { token, password });
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [passwords[i]] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 400,
        body: { message: 'This reset link is invalid or has expired.', errors: expect.anything() as unknown },
      })),
    );
    const signIns = await Promise.all(
      passwords.map(
        async (pwd, i) =>
          (
            await postForm(
              h.app,
              '/api/login/',
              { email: user.email, pwd, screen_width: 1440 },
              `198.19.0.${i + 1}`,
            )
          ).status,
      ),
    );
    expect(signIns.filter((status) => status === 200)).toHaveLength(1);
    expect(signIns[passwords.indexOf(winners[0] ?? '')]).toBe(200);
  });

  it('an invitation: accepted once, one membership, one notice to the inviter', async () => {
    const owner = await createUser(h.db);
    const invited = await createUser(h.db);
    const project = await h.db.prisma.project.create({
      data: { ownerId: owner.id, name: 'Race Project', status: 'IN_PROGRESS' },
    });
    const { token, tokenHash } = newInvitationToken();
    await h.db.prisma.teamInvitation.create({
      data: {
        projectId: project.id,
        email: invited.email,
        role: 'Editor',
        access: 'CUSTOM_PERMISSIONS',
        ...levelColumns(everyArea('Edit')),
        tokenHash,
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedById: owner.id,
      },
    });
    const sessions = await Promise.all(
      Array.from({ length: burst }, () => startSession(h.db.prisma, invited.id, new Date())),
    );
    const answers = await Promise.all(
      sessions.map(async (session) => {
        const response = await postJson(h.app, '/api/accept-invitation/', { token }, `Bearer ${session}`);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ message: 'You joined Race Project.' }) as unknown,
      }),
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 404,
        body: { message: 'This invitation link is not valid any more. Please ask for a new one.' },
      })),
    );
    expect(
      await h.db.prisma.projectMember.count({ where: { projectId: project.id, userId: invited.id } }),
    ).toBe(1);
    expect(await h.db.prisma.notification.count({ where: { userId: owner.id } })).toBe(1);
  });
});
