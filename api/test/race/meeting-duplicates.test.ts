import { describe, expect, it } from 'vitest';
import { createUser, logIn, postJson, useHarness } from '../support/harness.js';

/*
 * Race suite, meetings: Schedule Meeting sent many times at once (a double click, a retrying client)
 * schedules one meeting and invites each person once; the same meeting again is refused. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */

const h = useHarness();

const burst = 8;

describe('race: one meeting scheduled many times at once', () => {
  it('schedules it once; the others get the 409 of a meeting already scheduled', async () => {
    h.setNow(new Date('2026-11-25T10:00:00Z'));
    const owner = await createUser(h.db);
    const member = await createUser(h.db);
    const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Shop' } });
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: member.id, role: 'Designer' },
    });
    const auth = `Bearer ${await logIn(h.app, owner)}`;
    const body = {
      meetingHint: 'Sprint kickoff',
      entireTeam: true,
      date: '2026-11-30',
      time: '14:30',
      timeZone: 'Africa/Lagos',
      meetingLink: 'https://meet.example.com/kickoff',
    };

    const answers = await Promise.all(
      Array.from({ length: burst }, async () => {
        const response = await postJson(h.app, `/api/projects/${project.id}/meetings/`, body, auth);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: burst - 1 }, () => ({
        status: 409,
        body: { message: 'This meeting is already scheduled at that time.' },
      })),
    );
    expect(await h.db.prisma.meeting.count({ where: { projectId: project.id } })).toBe(1);
    expect(
      await h.db.prisma.notification.count({ where: { userId: member.id, title: 'Meeting scheduled' } }),
    ).toBe(1);
  });
});
