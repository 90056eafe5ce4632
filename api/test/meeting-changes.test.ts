import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { member, person, projectOf, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';

/* Issue #30: rescheduling and cancelling a meeting, as calendar clients expect the invitations. */

const h = useHarness();

/** Wednesday 25 November 2026, 11:00 in Lagos. */
const wednesday = new Date('2026-11-25T10:00:00Z');

let owner: Person;
let planner: Person;
let viewer: Person;
let project: { id: string; name: string };
let titles = 0;

const STALE = 'Someone changed this meeting after you opened it. Reload to see the change, then try again.';

async function scheduled(fields: Record<string, unknown> = {}) {
  const answer = await send(h, owner, 'POST', `/api/projects/${project.id}/meetings/`, {
    meetingHint: `Design review ${(titles += 1)}`,
    entireTeam: true,
    meetingLink: 'https://meet.example.com/abc',
    date: '2026-11-30',
    time: '11:00',
    timeZone: 'Africa/Lagos',
    ...fields,
  });
  expect(answer.status).toBe(201);
  return answer.body.meeting as { id: string; title: string; version: number };
}

const icsOf = (email: string) => h.mail.to(email).at(-1)?.attachments?.[0]?.content as string;
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();

beforeAll(async () => {
  h.setNow(wednesday);
  owner = await person(h);
  project = await projectOf(h, owner);
  planner = await member(h, project.id);
  await h.db.prisma.projectMember.updateMany({
    where: { projectId: project.id, userId: planner.id },
    data: { teamManagement: 'EDIT' },
  });
  viewer = await member(h, project.id);
});

describe('every .ics', () => {
  it('ends its last line with CRLF, as RFC 5545 requires', async () => {
    const meeting = await scheduled();
    const ics = icsOf(viewer.email);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
    const download = await send(h, viewer, 'GET', `/api/meetings/${meeting.id}/invite.ics`);
    expect(download.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(download.text).toContain('SEQUENCE:0');
  });
});

describe('PATCH /api/meetings/{id}/ (reschedule)', () => {
  it('moves the meeting and sends everyone the updated invitation: same UID, SEQUENCE raised', async () => {
    const meeting = await scheduled();
    const first = icsOf(viewer.email);
    const sentBefore = h.mail.to(viewer.email).length;
    const answer = await send(h, planner, 'PATCH', `/api/meetings/${meeting.id}/?tz=UTC`, {
      version: meeting.version,
      date: '2026-12-01',
      time: '15:00',
      timeZone: 'Africa/Lagos',
      durationMinutes: 60,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: 'Meeting rescheduled. Everyone invited got the new time.',
        meeting: {
          starts_at: '2026-12-01T14:00:00.000Z',
          date: 'Tuesday, 1st December, 2026, 2:00PM',
          time_zone: 'UTC',
          duration_minutes: 60,
          version: 1,
          status: 'scheduled',
        },
      },
    });
    expect(h.mail.to(viewer.email)).toHaveLength(sentBefore + 1);
    const mail = h.mail.to(viewer.email).at(-1);
    expect(mail?.subject).toBe(`Updated invitation: ${meeting.title}`);
    expect(mail?.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const updated = icsOf(viewer.email);
    expect(uidOf(updated)).toBe(uidOf(first));
    expect(updated).toContain('METHOD:REQUEST');
    expect(updated).toContain('SEQUENCE:1');
    expect(updated).toContain('DTSTART:20261201T140000Z');
    expect(updated.endsWith('\r\n')).toBe(true);
  });

  it('refuses a stale version, and the calendar rules, changing nothing', async () => {
    const meeting = await scheduled();
    const move = (fields: Record<string, unknown>) =>
      send(h, owner, 'PATCH', `/api/meetings/${meeting.id}/`, {
        version: meeting.version,
        date: '2026-12-02',
        time: '10:00',
        ...fields,
      });
    expect(await move({ date: '2026-11-28' })).toMatchObject({
      status: 422,
      body: { message: 'Meetings cannot be scheduled on a weekend.' },
    });
    // A year typed with five digits, or text longer than a date: the calendar's words, never zod's.
    expect(await move({ date: '20266-12-02' })).toMatchObject({
      status: 422,
      body: { message: 'Please pick a date within the next 2 years.' },
    });
    expect(await move({ date: '2'.repeat(41) })).toMatchObject({
      status: 422,
      body: { message: 'Please pick a date.', errors: { date: 'Please pick a date.' } },
    });
    expect(await move({ date: '2026-11-30', time: '11:00' })).toMatchObject({
      status: 422,
      body: { message: 'Pick a new time or length to reschedule the meeting.' },
    });
    expect((await move({})).status).toBe(200);
    expect(await move({ time: '12:00' })).toMatchObject({ status: 409, body: { message: STALE } });
    const row = await h.db.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } });
    expect(row).toMatchObject({ sequence: 1, startsAt: new Date('2026-12-02T09:00:00Z') });
  });

  it('needs Edit, as scheduling does; strangers get the 404 of a missing meeting', async () => {
    const meeting = await scheduled();
    const body = { version: meeting.version, date: '2026-12-02', time: '10:00' };
    expect(await send(h, viewer, 'PATCH', `/api/meetings/${meeting.id}/`, body)).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Team Management & Collaboration.' },
    });
    expect(await send(h, await person(h), 'PATCH', `/api/meetings/${meeting.id}/`, body)).toMatchObject({
      status: 404,
      body: { message: 'Meeting not found.' },
    });
  });
});

describe('POST /api/meetings/{id}/cancel/', () => {
  it('cancels it for everyone with METHOD:CANCEL for the same UID; it leaves Upcoming, marked Cancelled', async () => {
    const meeting = await scheduled();
    const uid = uidOf(icsOf(viewer.email));
    const answer = await send(h, owner, 'POST', `/api/meetings/${meeting.id}/cancel/`, {
      version: meeting.version,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Meeting cancelled. Everyone invited was told.', meeting: { status: 'cancelled' } },
    });
    for (const who of [owner, planner, viewer]) {
      const mail = h.mail.to(who.email).at(-1);
      expect(mail?.subject).toBe(`Cancelled: ${meeting.title}`);
      expect(mail?.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const ics = icsOf(who.email);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain('SEQUENCE:1');
      expect(uidOf(ics)).toBe(uid);
    }
    const upcoming = (await send(h, owner, 'GET', `/api/projects/${project.id}/meetings/`)).body.meetings;
    expect(upcoming.map((card: { id: string }) => card.id)).not.toContain(meeting.id);
    const past = (await send(h, owner, 'GET', `/api/projects/${project.id}/meetings/?tab=past`)).body
      .meetings;
    expect(past).toContainEqual(expect.objectContaining({ id: meeting.id, status: 'cancelled' }));
    expect(
      await send(h, owner, 'PATCH', `/api/meetings/${meeting.id}/`, {
        version: 1,
        date: '2026-12-03',
        time: '10:00',
      }),
    ).toMatchObject({ status: 409, body: { message: 'This meeting was cancelled.' } });
    expect(await send(h, owner, 'POST', `/api/meetings/${meeting.id}/cancel/`, { version: 1 })).toMatchObject(
      {
        status: 409,
        body: { message: 'This meeting was cancelled.' },
      },
    );
  });

  it('a cancelled slot can be scheduled again; a viewer may not cancel', async () => {
    const meeting = await scheduled({ meetingHint: 'Reusable slot' });
    expect(
      await send(h, viewer, 'POST', `/api/meetings/${meeting.id}/cancel/`, { version: 0 }),
    ).toMatchObject({
      status: 403,
    });
    await send(h, owner, 'POST', `/api/meetings/${meeting.id}/cancel/`, { version: 0 });
    expect((await scheduled({ meetingHint: 'Reusable slot' })).title).toBe('Reusable slot');
  });
});

describe('POST /api/meetings/{id}/held/ (issue #31)', () => {
  it('is refused before the meeting starts, and for a cancelled one', async () => {
    const meeting = await scheduled();
    expect(await send(h, owner, 'POST', `/api/meetings/${meeting.id}/held/`)).toMatchObject({
      status: 409,
      body: { message: 'A meeting can be marked held once it has started.' },
    });
    expect((await h.db.prisma.meeting.findUniqueOrThrow({ where: { id: meeting.id } })).heldAt).toBeNull();
  });
});

describe('an archived project', () => {
  it('refuses rescheduling with the archived message', async () => {
    const meeting = await scheduled();
    await h.db.prisma.project.update({ where: { id: project.id }, data: { archivedAt: wednesday } });
    try {
      expect(
        await send(h, owner, 'PATCH', `/api/meetings/${meeting.id}/`, {
          version: 0,
          date: '2026-12-02',
          time: '10:00',
        }),
      ).toMatchObject({
        status: 409,
        body: { message: 'This project is archived, so it is read-only. Unarchive it to make changes.' },
      });
    } finally {
      await h.db.prisma.project.update({ where: { id: project.id }, data: { archivedAt: null } });
    }
  });
});
