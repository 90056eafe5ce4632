import type { PrismaClient } from '@platform/prisma';
import type { AppDeps } from '../deps.js';
import { ConflictError, InvalidFieldError } from '../errors/domain-errors.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { sendInvitations } from './meeting-invite.js';
import { MEETING_TEAMS, projectTeam, teamGroups } from './meeting-teams.js';
import type { MeetingTeam } from './meeting-teams.js';
import {
  DEFAULT_TIME_ZONE,
  dayIn,
  isRealDate,
  isSlot,
  isTimeZone,
  isWeekend,
  zonedToUtc,
} from './meeting-time.js';

/* Scheduling a meeting (every rule of the modal checked again here) and writing its notes. */

export const meetingMessages = {
  titleRequired: 'Please enter the meeting hint (title or agenda).',
  linkRequired: 'Please enter the meeting link.',
  linkHttps: 'The meeting link must be an https address.',
  dateRequired: 'Please pick a date.',
  weekend: 'Meetings cannot be scheduled on a weekend.',
  past: 'Please pick a time that has not passed.',
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

/** The start in UTC: a weekday from today on (in the caller's zone), on a slot, not passed. */
export function meetingStart(body: Pick<ScheduleBody, 'date' | 'time' | 'timeZone'>, now: Date): Date {
  const zone = body.timeZone?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) throw new InvalidFieldError('timeZone', meetingMessages.timeZone);
  const date = body.date?.trim() ?? '';
  if (!isRealDate(date)) throw new InvalidFieldError('date', meetingMessages.dateRequired);
  if (isWeekend(date)) throw new InvalidFieldError('date', meetingMessages.weekend);
  if (date < dayIn(zone, now)) throw new InvalidFieldError('date', meetingMessages.past);
  const time = body.time?.trim() ?? '';
  if (!isSlot(time)) throw new InvalidFieldError('time', meetingMessages.slot);
  const start = zonedToUtc(date, time, zone);
  if (start.getTime() <= now.getTime()) throw new InvalidFieldError('time', meetingMessages.past);
  return start;
}

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
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < 30 ||
    durationMinutes > 240 ||
    durationMinutes % 30 !== 0
  ) {
    throw new InvalidFieldError('durationMinutes', meetingMessages.duration);
  }
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
async function clashes(prisma: PrismaClient, checked: Checked): Promise<string[]> {
  const end = new Date(checked.startsAt.getTime() + checked.durationMinutes * 60_000);
  const overlapping = await prisma.meeting.findMany({
    where: {
      startsAt: { lt: end, gte: new Date(checked.startsAt.getTime() - 240 * 60_000) },
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
  const warnings = await clashes(deps.prisma, checked);
  const meeting = await deps.prisma.$transaction(async (tx) => {
    // Under a lock on the project's row: the same meeting sent twice (a double click) is scheduled once.
    await tx.$executeRaw`SELECT id FROM projects WHERE id = ${access.project.id}::uuid FOR UPDATE`;
    const same = await tx.meeting.findFirst({
      where: { projectId: access.project.id, title: checked.title, startsAt: checked.startsAt },
      select: { id: true },
    });
    if (same) throw new ConflictError(meetingMessages.duplicate);
    return tx.meeting.create({
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
  });
  const people = meeting.participants.map(({ user }) => ({
    id: user.id,
    name: fullName(user),
    email: user.email,
  }));
  const organizer = people.find((person) => person.id === userId);
  await sendInvitations(deps, {
    ...meeting,
    project: access.project,
    organizer: { name: organizer?.name ?? access.project.name, email: organizer?.email },
    participants: people,
  });
  return { meetingId: meeting.id, warnings };
}
