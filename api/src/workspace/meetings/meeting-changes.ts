import { recordActivity } from '../events/record-activity.js';
import type { Meeting, PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { ConflictError, InvalidFieldError } from '../../platform/errors/domain-errors.js';
import { isCalendarDay } from '../../platform/http/typed-day.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { sendInvitations } from './meeting-invite.js';
import type { InvitationReason } from './meeting-invite.js';
import { MEETING_TEAMS, projectTeam, teamGroups } from './meeting-teams.js';
import type { MeetingTeam } from './meeting-teams.js';
import { DEFAULT_TIME_ZONE, dayIn, isSlot, isTimeZone, isWeekend, zonedToUtc } from './meeting-time.js';

/* Scheduling a meeting (every rule of the modal checked again here) and writing its notes. */

export const meetingMessages = {
  titleRequired: 'Please enter the meeting hint (title or agenda).',
  linkRequired: 'Please enter the meeting link.',
  linkHttps: 'The meeting link must be an https address.',
  dateRequired: 'Please pick a date.',
  weekend: 'Meetings cannot be scheduled on a weekend.',
  past: 'Please pick a time that has not passed.',
  tooFar: 'Please pick a date within the next 2 years.',
  slot: 'Please pick one of the half-hour time slots.',
  timeZone: 'Unknown time zone.',
  duration: 'Duration must be 30 minutes to 4 hours, in half hours.',
  teams: `Pick the entire team or at least one of ${MEETING_TEAMS.join(', ')}.`,
  nobody: 'Nobody is in the teams picked yet.',
  scheduled: 'Meeting scheduled.',
  duplicate: 'This meeting is already scheduled at that time.',
  notesSaved: 'Notes saved.',
  notesBeforeStart: 'Notes can be written once the meeting has started.',
  held: 'Meeting marked as held.',
  heldBeforeStart: 'A meeting can be marked held once it has started.',
  rescheduled: 'Meeting rescheduled. Everyone invited got the new time.',
  cancelled: 'Meeting cancelled. Everyone invited was told.',
  alreadyCancelled: 'This meeting was cancelled.',
  alreadyHeld: 'This meeting was already held.',
  sameTime: 'Pick a new time or length to reschedule the meeting.',
  stale: 'Someone changed this meeting after you opened it. Reload to see the change, then try again.',
} as const;

export interface ScheduleBody {
  meetingHint?: string;
  description?: string;
  entireTeam?: boolean;
  selectedTeams?: string[];
  meetingLink?: string;
  date?: string;
  time?: string;
  timeZone?: string;
  durationMinutes?: number;
  kickoff?: boolean;
}

function httpsLink(raw: string | undefined): string {
  const text = raw?.trim() ?? '';
  if (!text) throw new InvalidFieldError('meetingLink', meetingMessages.linkRequired);
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.hostname) return url.toString();
  } catch {
    // answered below
  }
  throw new InvalidFieldError('meetingLink', meetingMessages.linkHttps);
}

/** The last day a meeting may be on: two years from today, in the caller's zone. */
function lastMeetingDay(zone: string, now: Date): string {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 2);
  return dayIn(zone, latest);
}

/** The start in UTC: a weekday from today on (in the caller's zone), on a slot, not passed. */
export function meetingStart(body: Pick<ScheduleBody, 'date' | 'time' | 'timeZone'>, now: Date): Date {
  const zone = body.timeZone?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new InvalidFieldError('timeZone', meetingMessages.timeZone);
  const date = body.date?.trim() ?? '';
  // A year typed with five digits (the date field takes up to six) is a day too far, not a missing one.
  if (/^\d{5,}-\d{2}-\d{2}$/.test(date)) throw new InvalidFieldError('date', meetingMessages.tooFar);
  if (!isCalendarDay(date)) throw new InvalidFieldError('date', meetingMessages.dateRequired);
  if (isWeekend(date)) throw new InvalidFieldError('date', meetingMessages.weekend);
  if (date < dayIn(zone, now)) throw new InvalidFieldError('date', meetingMessages.past);
  // As the calendar offers (mf-workspace meeting-calendar.ts): a year typed wrong is refused, not stored.
  if (date > lastMeetingDay(zone, now)) throw new InvalidFieldError('date', meetingMessages.tooFar);
  const time = body.time?.trim() ?? '';
  if (!isSlot(time)) throw new InvalidFieldError('time', meetingMessages.slot);
  const start = zonedToUtc(date, time, zone);
  if (start.getTime() <= now.getTime()) throw new InvalidFieldError('time', meetingMessages.past);
  return start;
}

const validDuration = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= 30 && minutes <= 240 && minutes % 30 === 0;

export async function checkSchedule(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  body: ScheduleBody,
  now: Date,
) {
  const title = body.meetingHint?.trim() ?? '';
  if (!title) throw new InvalidFieldError('meetingHint', meetingMessages.titleRequired);
  const link = httpsLink(body.meetingLink);
  const startsAt = meetingStart(body, now);
  const durationMinutes = body.durationMinutes ?? 30;
  if (!validDuration(durationMinutes))
    throw new InvalidFieldError('durationMinutes', meetingMessages.duration);
  const entireTeam = body.entireTeam === true;
  const teams = [...new Set(body.selectedTeams ?? [])];
  if (
    !entireTeam &&
    (teams.length === 0 || !teams.every((team) => (MEETING_TEAMS as readonly string[]).includes(team)))
  ) {
    throw new InvalidFieldError('selectedTeams', meetingMessages.teams);
  }
  const groups = entireTeam ? null : await teamGroups(prisma, access.project);
  const invited = entireTeam
    ? await projectTeam(prisma, access.project)
    : teams.flatMap((team) => groups?.[team as MeetingTeam] ?? []);
  const participants = [...new Set([userId, ...invited])];
  if (participants.length < 2 && !entireTeam)
    throw new InvalidFieldError('selectedTeams', meetingMessages.nobody);
  return {
    title,
    description: body.description?.trim() ?? '',
    link,
    startsAt,
    durationMinutes,
    entireTeam,
    teams: entireTeam ? [] : teams,
    kickoff: body.kickoff === true,
    participants,
  };
}

type Checked = Awaited<ReturnType<typeof checkSchedule>>;

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** "Ada Obi already has "Design sync" at that time." for each participant with an overlapping meeting. */
async function clashes(
  prisma: PrismaClient,
  checked: Pick<Checked, 'startsAt' | 'durationMinutes' | 'participants'> & { exceptId: string | null },
): Promise<string[]> {
  const end = new Date(checked.startsAt.getTime() + checked.durationMinutes * 60_000);
  const overlapping = await prisma.meeting.findMany({
    where: {
      startsAt: { lt: end, gte: new Date(checked.startsAt.getTime() - 240 * 60_000) },
      cancelledAt: null,
      ...(checked.exceptId ? { id: { not: checked.exceptId } } : {}),
      participants: { some: { userId: { in: checked.participants } } },
    },
    select: {
      title: true,
      startsAt: true,
      durationMinutes: true,
      participants: {
        where: { userId: { in: checked.participants } },
        select: { user: { select: { firstName: true, lastName: true } } },
      },
    },
  });
  return overlapping
    .filter(
      (meeting) => meeting.startsAt.getTime() + meeting.durationMinutes * 60_000 > checked.startsAt.getTime(),
    )
    .flatMap((meeting) =>
      meeting.participants.map((row) => `${fullName(row.user)} already has "${meeting.title}" at that time.`),
    );
}

/** Stores the meeting, tells every participant, and answers the clashes it found. */
export async function scheduleMeeting(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  checked: Checked,
) {
  const warnings = await clashes(deps.prisma, { ...checked, exceptId: null });
  const meeting = await deps.prisma.$transaction(async (tx) => {
    // Under a lock on the project's row: the same meeting sent twice (a double click) is scheduled once.
    await tx.$executeRaw`SELECT id FROM projects WHERE id = ${access.project.id}::uuid FOR UPDATE`;
    const same = await tx.meeting.findFirst({
      where: {
        projectId: access.project.id,
        title: checked.title,
        startsAt: checked.startsAt,
        cancelledAt: null,
      },
      select: { id: true },
    });
    if (same) throw new ConflictError(meetingMessages.duplicate);
    const created = await tx.meeting.create({
      data: {
        projectId: access.project.id,
        title: checked.title,
        description: checked.description,
        link: checked.link,
        startsAt: checked.startsAt,
        durationMinutes: checked.durationMinutes,
        entireTeam: checked.entireTeam,
        teams: checked.teams,
        kickoff: checked.kickoff,
        createdById: userId,
        participants: { create: checked.participants.map((id) => ({ userId: id })) },
      },
      include: { participants: { include: { user: true } }, createdBy: true },
    });
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: userId,
      kind: 'meeting.scheduled',
      subjectId: created.id,
      summary: `scheduled "${created.title}"`,
    });
    return created;
  });
  await tellParticipants(deps, access, userId, meeting.id, 'scheduled');
  return { meetingId: meeting.id, warnings };
}

/** Sends the meeting as it is now to everyone invited, from `userId`. */
async function tellParticipants(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  meetingId: string,
  reason: InvitationReason,
) {
  const meeting = await deps.prisma.meeting.findUniqueOrThrow({
    where: { id: meetingId },
    include: { participants: { include: { user: true } } },
  });
  const people = meeting.participants.map(({ user }) => ({
    id: user.id,
    name: fullName(user),
    email: user.email,
  }));
  const organizer = people.find((person) => person.id === userId);
  await sendInvitations(
    deps,
    {
      ...meeting,
      project: access.project,
      organizer: { name: organizer?.name ?? access.project.name, email: organizer?.email },
      participants: people,
    },
    reason,
  );
}

/** Why a change to a meeting cannot be made: cancelled, held, or changed since the caller read it. */
async function refusal(prisma: PrismaClient, meetingId: string, version: number): Promise<ConflictError> {
  const now = await prisma.meeting.findUniqueOrThrow({ where: { id: meetingId } });
  if (now.cancelledAt) return new ConflictError(meetingMessages.alreadyCancelled);
  if (now.heldAt) return new ConflictError(meetingMessages.alreadyHeld);
  return new ConflictError(now.sequence === version ? meetingMessages.duplicate : meetingMessages.stale);
}

export interface RescheduleBody {
  version: number;
  date?: string;
  time?: string;
  timeZone?: string;
  durationMinutes?: number;
}

/**
 * Moves a meeting (not cancelled, not held) to a new slot or length, by the schedule modal's rules, and
 * sends everyone invited the updated invitation: the same UID with its SEQUENCE raised. Returns the clashes.
 */
export async function rescheduleMeeting(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  meeting: Meeting,
  body: RescheduleBody,
): Promise<string[]> {
  if (meeting.cancelledAt) throw new ConflictError(meetingMessages.alreadyCancelled);
  if (meeting.heldAt) throw new ConflictError(meetingMessages.alreadyHeld);
  if (meeting.sequence !== body.version) throw new ConflictError(meetingMessages.stale);
  const startsAt = meetingStart(body, deps.now());
  const durationMinutes = body.durationMinutes ?? meeting.durationMinutes;
  if (!validDuration(durationMinutes))
    throw new InvalidFieldError('durationMinutes', meetingMessages.duration);
  if (startsAt.getTime() === meeting.startsAt.getTime() && durationMinutes === meeting.durationMinutes)
    throw new InvalidFieldError('time', meetingMessages.sameTime);
  const participants = (
    await deps.prisma.meetingParticipant.findMany({
      where: { meetingId: meeting.id },
      select: { userId: true },
    })
  ).map((row) => row.userId);
  const warnings = await clashes(deps.prisma, {
    startsAt,
    durationMinutes,
    participants,
    exceptId: meeting.id,
  });
  await deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM projects WHERE id = ${access.project.id}::uuid FOR UPDATE`;
    const same = await tx.meeting.findFirst({
      where: {
        projectId: access.project.id,
        title: meeting.title,
        startsAt,
        cancelledAt: null,
        id: { not: meeting.id },
      },
      select: { id: true },
    });
    if (same) throw new ConflictError(meetingMessages.duplicate);
    const { count } = await tx.meeting.updateMany({
      where: { id: meeting.id, sequence: body.version, cancelledAt: null, heldAt: null },
      data: { startsAt, durationMinutes, sequence: { increment: 1 } },
    });
    if (count === 0) throw await refusal(deps.prisma, meeting.id, body.version);
  });
  await tellParticipants(deps, access, userId, meeting.id, 'rescheduled');
  return warnings;
}

/** Calls a meeting off (not once held); everyone invited gets a METHOD:CANCEL for the same UID. */
export async function cancelMeeting(
  deps: AppDeps,
  access: ProjectAccess,
  userId: string,
  meeting: Meeting,
  version: number,
): Promise<void> {
  const { count } = await deps.prisma.meeting.updateMany({
    where: { id: meeting.id, sequence: version, cancelledAt: null, heldAt: null },
    data: { cancelledAt: deps.now(), sequence: { increment: 1 } },
  });
  if (count === 0) throw await refusal(deps.prisma, meeting.id, version);
  await tellParticipants(deps, access, userId, meeting.id, 'cancelled');
}
