import type { Prisma, PrismaClient } from '@platform/prisma';
import { NotFoundError, notFoundAs } from '../../platform/errors/domain-errors.js';
import { findProjectAccess, requireLevel } from '../permissions/project-permission.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import type { PermissionLevel } from '@platform/contract';
import { isUuid } from '../projects/project-access.js';
import { listInWords } from '../tasks/list-in-words.js';
import { formatMeetingTime } from './meeting-time.js';

/*
 * Meetings belong to Team Management & Collaboration. The tabs list the caller's own meetings (every
 * meeting for the owner and Full Access holders); any member may open one by its id. The tabs come from
 * the times: Upcoming until a meeting ends, Past Meetings after, Meeting Notes for past ones with notes. A
 * meeting the team marked held is over whatever its slot said (it may have been held early), so it is past;
 * so is a cancelled one, which stays on record marked Cancelled.
 */

export const MEETINGS_AREA = 'teamManagenentAndCollaboration' as const;
export const MEETING_TABS = ['upcoming', 'past', 'notes'] as const;
export type MeetingTab = (typeof MEETING_TABS)[number];
export const MEETING_STATUSES = ['scheduled', 'held', 'cancelled'] as const;

export const meetingNotFound = () => new NotFoundError('Meeting not found.');

const seesEverything = (access: ProjectAccess) =>
  access.isOwner || access.levels[MEETINGS_AREA] === 'Full Access';

export function visibleMeetings(access: ProjectAccess, userId: string): Prisma.MeetingWhereInput {
  const inProject = { projectId: access.project.id };
  return seesEverything(access) ? inProject : { ...inProject, participants: { some: { userId } } };
}

/** Whether the caller sees this meeting, as `visibleMeetings` decides it in the database. */
export const meetingVisibleTo = (access: ProjectAccess, participants: string[]) =>
  seesEverything(access) || participants.includes(access.userId);

export async function requireMeetingPermission(
  prisma: PrismaClient,
  userId: string,
  meetingId: string,
  level: PermissionLevel,
) {
  const found = isUuid(meetingId)
    ? await prisma.meeting.findUnique({ where: { id: meetingId }, select: { projectId: true } })
    : null;
  if (!found) throw meetingNotFound();
  const access = await notFoundAs(findProjectAccess(prisma, userId, found.projectId), meetingNotFound);
  const meeting = await prisma.meeting.findUniqueOrThrow({ where: { id: meetingId } });
  requireLevel(access, MEETINGS_AREA, level);
  return { meeting, access };
}

const cardSelect = {
  id: true,
  title: true,
  description: true,
  link: true,
  startsAt: true,
  durationMinutes: true,
  entireTeam: true,
  teams: true,
  kickoff: true,
  heldAt: true,
  cancelledAt: true,
  sequence: true,
  notes: true,
  participants: { select: { user: { select: { id: true, firstName: true, lastName: true } } } },
} as const satisfies Prisma.MeetingSelect;

type Row = Prisma.MeetingGetPayload<{ select: typeof cardSelect }>;

const durationText = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '';
  const minuteText = rest ? `${rest} minutes` : '';
  return [hourText, minuteText].filter(Boolean).join(' ');
};

/** "Ada Obi, Tunde Bello and 3 others" / "Entire team". */
function peopleNote(row: Row, userId: string): string {
  const names = row.participants
    .map(({ user }) => (user.id === userId ? 'You' : `${user.firstName} ${user.lastName}`))
    .sort((a, b) => (a === 'You' ? -1 : b === 'You' ? 1 : a.localeCompare(b)));
  const shown = names.slice(0, 2);
  const others = names.length - shown.length;
  const list =
    others > 0 ? `${shown.join(', ')} and ${others} other${others > 1 ? 's' : ''}` : listInWords(shown);
  return row.entireTeam ? `Entire team: ${list}` : `${row.teams.join(', ')}: ${list}`;
}

const endOf = (row: { startsAt: Date; durationMinutes: number }) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

/** Over: marked held, cancelled, or past its end. */
const isOver = (row: Row, now: Date) =>
  row.heldAt !== null || row.cancelledAt !== null || endOf(row).getTime() <= now.getTime();

const statusOf = (row: Row) =>
  row.cancelledAt ? ('cancelled' as const) : row.heldAt ? ('held' as const) : ('scheduled' as const);

export function meetingCard(row: Row, userId: string, zone: string, now: Date) {
  const endsAt = endOf(row);
  const ended = isOver(row, now);
  return {
    id: row.id,
    title: row.title,
    date: formatMeetingTime(row.startsAt, zone),
    time_zone: zone,
    starts_at: row.startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    description: row.description,
    duration: durationText(row.durationMinutes),
    duration_minutes: row.durationMinutes,
    participants: row.participants.length,
    people_note: peopleNote(row, userId),
    action_label: ended ? ('View Notes' as const) : ('Join' as const),
    link: row.link,
    notes: row.notes,
    kickoff: row.kickoff,
    status: statusOf(row),
    held_at: row.heldAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    version: row.sequence,
    entire_team: row.entireTeam,
    teams: row.teams,
    can_edit_notes:
      row.cancelledAt === null && (row.heldAt !== null || row.startsAt.getTime() <= now.getTime()),
  };
}

export async function listMeetings(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  query: { tab: MeetingTab; zone: string },
  now: Date,
) {
  const rows = await prisma.meeting.findMany({
    where: visibleMeetings(access, userId),
    orderBy: [{ startsAt: query.tab === 'upcoming' ? 'asc' : 'desc' }, { id: 'asc' }],
    take: 500,
    select: cardSelect,
  });
  const ended = (row: Row) => isOver(row, now);
  const shown = rows.filter((row) =>
    query.tab === 'upcoming'
      ? !ended(row)
      : query.tab === 'past'
        ? ended(row)
        : ended(row) && row.notes.trim() !== '',
  );
  return shown.map((row) => meetingCard(row, userId, query.zone, now));
}

export async function meetingById(
  prisma: PrismaClient,
  meetingId: string,
  userId: string,
  zone: string,
  now: Date,
) {
  const row = await prisma.meeting.findUniqueOrThrow({ where: { id: meetingId }, select: cardSelect });
  return meetingCard(row, userId, zone, now);
}
