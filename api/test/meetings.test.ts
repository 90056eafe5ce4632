import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { member, person, projectOf, send } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';
import { kickoffMeeting } from '../src/workspace/meetings/meeting-kickoff.js';

/* The spec's meetings screen and issue #10: scheduling with the calendar's rules on the server, invitations, tabs, notes. */

const h = useHarness();

/** Wednesday 25 November 2026, 11:00 in Lagos. */
const wednesday = new Date('2026-11-25T10:00:00Z');

let owner: Person;
let designer: Person;
let viewer: Person;
let project: { id: string; name: string };

const valid = (fields: Record<string, unknown> = {}) => ({
  meetingHint: 'Sprint kickoff',
  description: 'Plan the sprint',
  entireTeam: true,
  meetingLink: 'https://meet.example.com/abc',
  date: '2026-11-30',
  time: '14:30',
  ...fields,
});
const schedule = (who: Person, fields: Record<string, unknown> = {}) =>
  send(h, who, 'POST', `/api/projects/${project.id}/meetings/`, valid(fields));
const meetings = async (who: Person, query = '') =>
  (await send(h, who, 'GET', `/api/projects/${project.id}/meetings/${query}`)).body.meetings as {
    id: string;
    title: string;
  }[];

beforeAll(async () => {
  h.setNow(wednesday);
  owner = await person(h);
  project = await projectOf(h, owner);
  designer = await member(h, project.id, 'VIEW');
  viewer = await member(h, project.id, 'VIEW');
  await h.db.prisma.task.create({
    data: {
      projectId: project.id,
      name: 'Logo',
      type: 'DESIGN',
      description: 'x',
      position: 0,
      assignees: { create: { userId: designer.id } },
    },
  });
});

describe('the calendar rules, on the server', () => {
  it.each([
    [{ meetingHint: ' ' }, 'Please enter the meeting hint (title or agenda).'],
    [{ meetingLink: 'http://meet.example.com/abc' }, 'The meeting link must be an https address.'],
    [{ meetingLink: '' }, 'Please enter the meeting link.'],
    [{ date: '2026-11-28' }, 'Meetings cannot be scheduled on a weekend.'],
    [{ date: '2026-11-29' }, 'Meetings cannot be scheduled on a weekend.'],
    [{ date: '2026-11-24' }, 'Please pick a time that has not passed.'],
    [{ date: '2026-11-25', time: '10:30' }, 'Please pick a time that has not passed.'],
    [{ time: '14:15' }, 'Please pick one of the half-hour time slots.'],
    [{ time: '24:00' }, 'Please pick one of the half-hour time slots.'],
    [{ date: '2026-02-30' }, 'Please pick a date.'],
    [{ date: '9999-12-31' }, 'Please pick a date within the next 2 years.'],
    [{ date: '2028-11-27' }, 'Please pick a date within the next 2 years.'],
    [{ date: '20266-11-30' }, 'Please pick a date within the next 2 years.'],
    [{ date: 'next monday, after the standup' }, 'Please pick a date.'],
    [{ date: 'x'.repeat(41) }, 'Please pick a date.'],
    [{ meetingHint: 'x'.repeat(301) }, 'Meeting hint must be 300 characters or fewer.'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone.'],
    [{ durationMinutes: 45 }, 'Duration must be 30 minutes to 4 hours, in half hours.'],
    [
      { entireTeam: false, selectedTeams: [] },
      'Pick the entire team or at least one of Project Team, Design Team, Development Team, Support.',
    ],
    [{ entireTeam: false, selectedTeams: ['Support'] }, 'Nobody is in the teams picked yet.'],
    [
      { entireTeam: false, selectedTeams: ['Support', 'Support', 'Support', 'Support', 'Support'] },
      'Pick the entire team or at least one of Project Team, Design Team, Development Team, Support.',
    ],
  ])('%j -> %s', async (fields, message) => {
    expect(await schedule(owner, fields)).toMatchObject({ status: 422, body: { message } });
    expect(await h.db.prisma.meeting.count({ where: { projectId: project.id } })).toBe(0);
  });

  it('needs Edit on Team Management & Collaboration; strangers get the 404 of a missing project', async () => {
    expect(await schedule(viewer)).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Team Management & Collaboration.' },
    });
    expect(await schedule(await person(h))).toMatchObject({
      status: 404,
      body: { message: 'Project not found.' },
    });
  });
});

describe('scheduling', () => {
  it('stores the time in UTC, shows it in Lagos time, and invites every participant by e-mail (.ics) and in the app', async () => {
    const answer = await schedule(owner, { kickoff: true });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: 'Meeting scheduled.',
        warnings: [],
        meeting: {
          title: 'Sprint kickoff',
          date: 'Monday, 30th November, 2026, 2:30PM',
          starts_at: '2026-11-30T13:30:00.000Z',
          duration: '30 minutes',
          participants: 3,
          action_label: 'Join',
          kickoff: true,
        },
      },
    });
    for (const who of [owner, designer, viewer]) {
      const [mail] = h.mail.to(who.email);
      expect(mail?.subject).toBe('Invitation: Sprint kickoff');
      const ics = mail?.attachments?.[0];
      expect(ics).toMatchObject({
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      });
      expect(ics?.content).toContain('DTSTART:20261130T133000Z');
      expect(ics?.content).toContain('DTEND:20261130T140000Z');
      expect(ics?.content).toContain('METHOD:REQUEST');
      expect(
        await h.db.prisma.notification.count({ where: { userId: who.id, title: 'Meeting scheduled' } }),
      ).toBe(1);
      expect((await meetings(who)).map((meeting) => meeting.title)).toEqual(['Sprint kickoff']);
    }
  });

  it("shows the date in the caller's zone when asked", async () => {
    const [meeting] = (
      await send(h, viewer, 'GET', `/api/projects/${project.id}/meetings/?tz=America/New_York`)
    ).body.meetings as { date: string }[];
    expect(meeting?.date).toBe('Monday, 30th November, 2026, 8:30AM');
  });

  it('warns about clashes but still schedules', async () => {
    const answer = await schedule(owner, {
      meetingHint: 'Design review',
      time: '14:00',
      durationMinutes: 60,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.warnings).toContain(`${designer.name} already has "Sprint kickoff" at that time.`);
  });

  it('a selection invites only the groups picked (and the organiser); others do not see it', async () => {
    const answer = await schedule(owner, {
      meetingHint: 'Design sync',
      entireTeam: false,
      selectedTeams: ['Design Team'],
      date: '2026-12-01',
    });
    expect(answer.body.meeting).toMatchObject({ participants: 2, teams: ['Design Team'] });
    expect((await meetings(designer)).map((meeting) => meeting.title)).toContain('Design sync');
    expect((await meetings(viewer)).map((meeting) => meeting.title)).not.toContain('Design sync');
  });

  it('team selection counts are real', async () => {
    expect((await send(h, viewer, 'GET', `/api/projects/${project.id}/meeting-teams/`)).body).toEqual({
      entire_team: 3,
      teams: [
        { name: 'Project Team', available: 3 },
        { name: 'Design Team', available: 1 },
        { name: 'Development Team', available: 0 },
        { name: 'Support', available: 0 },
      ],
    });
  });
});

describe('after the meeting', () => {
  it('moves to Past Meetings with View Notes; notes are editable once started, then listed under Meeting Notes', async () => {
    const [kickoff] = await meetings(viewer);
    const id = kickoff?.id ?? '';
    expect(await send(h, viewer, 'PUT', `/api/meetings/${id}/notes/`, { notes: 'Early' })).toMatchObject({
      status: 409,
      body: { message: 'Notes can be written once the meeting has started.' },
    });
    h.setNow(new Date('2026-11-30T15:00:00Z'));
    expect(await meetings(viewer)).toEqual([]);
    const past = (await send(h, viewer, 'GET', `/api/projects/${project.id}/meetings/?tab=past`)).body
      .meetings as { id: string; action_label: string }[];
    expect(past.find((meeting) => meeting.id === id)?.action_label).toBe('View Notes');
    expect(
      (await send(h, viewer, 'GET', `/api/projects/${project.id}/meetings/?tab=notes`)).body.meetings,
    ).toEqual([]);
    const saved = await send(h, viewer, 'PUT', `/api/meetings/${id}/notes/`, { notes: 'Agreed the scope.' });
    expect(saved).toMatchObject({
      status: 200,
      body: { message: 'Notes saved.', meeting: { notes: 'Agreed the scope.' } },
    });
    expect(
      (await send(h, viewer, 'GET', `/api/projects/${project.id}/meetings/?tab=notes`)).body.meetings,
    ).toMatchObject([{ id, notes: 'Agreed the scope.' }]);
    const stranger = await person(h);
    expect(await send(h, stranger, 'PUT', `/api/meetings/${id}/notes/`, { notes: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Meeting not found.' },
    });
    const ics = await send(h, viewer, 'GET', `/api/meetings/${id}/invite.ics`);
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(ics.text).toContain(`SUMMARY:${kickoff?.title}`);
  });
});

describe('a kickoff meeting marked held', () => {
  it('keeps the kickoff flag and duration, and is held once the team marks it (Edit), not before it starts', async () => {
    h.setNow(new Date('2026-11-30T15:00:00Z'));
    const scheduled = await schedule(owner, {
      meetingHint: 'Project kickoff',
      date: '2026-12-01',
      time: '10:00',
      durationMinutes: 90,
      kickoff: true,
    });
    expect(scheduled).toMatchObject({
      status: 201,
      body: {
        meeting: {
          kickoff: true,
          duration: '1 hour 30 minutes',
          duration_minutes: 90,
          status: 'scheduled',
          held_at: null,
          ends_at: '2026-12-01T10:30:00.000Z',
        },
      },
    });
    const id = scheduled.body.meeting.id as string;
    expect(await send(h, viewer, 'POST', `/api/meetings/${id}/held/`)).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Team Management & Collaboration.' },
    });
    expect(await send(h, await person(h), 'POST', `/api/meetings/${id}/held/`)).toMatchObject({
      status: 404,
      body: { message: 'Meeting not found.' },
    });
    expect(await kickoffMeeting(h.db.prisma, project.id)).toMatchObject({ id, heldAt: null });
    expect(await send(h, owner, 'POST', `/api/meetings/${id}/held/`)).toMatchObject({
      status: 409,
      body: { message: 'A meeting can be marked held once it has started.' },
    });
    expect(await kickoffMeeting(h.db.prisma, project.id)).toMatchObject({ id, heldAt: null });

    h.setNow(new Date('2026-12-01T09:15:00Z'));
    const held = await send(h, owner, 'POST', `/api/meetings/${id}/held/`);
    expect(held).toMatchObject({
      status: 200,
      body: {
        message: 'Meeting marked as held.',
        meeting: {
          id,
          status: 'held',
          held_at: '2026-12-01T09:15:00.000Z',
          action_label: 'View Notes',
          can_edit_notes: true,
        },
      },
    });
    h.setNow(new Date('2026-12-01T09:20:00Z'));
    expect((await send(h, owner, 'POST', `/api/meetings/${id}/held/`)).body.meeting.held_at).toBe(
      '2026-12-01T09:15:00.000Z',
    );
    expect((await meetings(owner)).map((meeting) => meeting.id)).not.toContain(id);
    const past = (await send(h, owner, 'GET', `/api/projects/${project.id}/meetings/?tab=past`)).body
      .meetings;
    expect(past).toContainEqual(expect.objectContaining({ id, kickoff: true, status: 'held' }));
    expect(
      await send(h, owner, 'PUT', `/api/meetings/${id}/notes/`, { notes: 'Goals agreed.' }),
    ).toMatchObject({
      status: 200,
    });
    expect(await kickoffMeeting(h.db.prisma, project.id)).toMatchObject({
      id,
      heldAt: new Date('2026-12-01T09:15:00Z'),
    });
  });
});
