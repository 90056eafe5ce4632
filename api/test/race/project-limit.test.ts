import { describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { createUser, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, plans: a Free Starter account starting several new-project chats at the same moment gets one
 * project, and every other start is refused with the plan's message. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the requests are truly concurrent.
 */

const h = useHarness();

const burst = 8;

describe('race: new projects started in parallel', () => {
  it('a Free Starter account gets exactly one project; the others are told to upgrade', async () => {
    const owner = await createUser(h.db);
    const session = await startSession(h.db.prisma, owner.id, h.deps.now());
    const answers = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, '/api/chat-start/', {}, `Bearer ${session}`);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 402,
        body: {
          message: 'Your Free Starter plan allows 1 project. Upgrade your plan to create another project.',
        },
      })),
    );
    expect(await h.db.prisma.project.count({ where: { ownerId: owner.id } })).toBe(1);
  });
});
