import { recordActivity } from '../events/record-activity.js';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../platform/http/api-error.js';
import { createRouter } from '../../platform/http/router.js';
import { includesLevel } from '@platform/contract';
import { permissionDenied, refuseArchived } from '../permissions/project-permission.js';
import { projectAccess } from '../permissions/project-access-middleware.js';
import {
  cancelMeeting,
  checkSchedule,
  meetingMessages,
  rescheduleMeeting,
  scheduleMeeting,
} from './meeting-changes.js';
import { invitationIcs } from './meeting-invite.js';
import { MEETING_TEAMS, teamGroups } from './meeting-teams.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from './meeting-time.js';
import { listMeetings, MEETINGS_AREA, meetingById, requireMeetingPermission } from './meeting-views.js';
import { meetingRouteDefinitions } from './meetings.routes.js';

const zoneOf = (tz: string | undefined) => {
  const zone = tz?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone))
    throw new ApiError(422, meetingMessages.timeZone, { errors: { tz: meetingMessages.timeZone } });
  return zone;
};

export function meetingRoutes(deps: AppDeps) {
  const { prisma } = deps;
  const routes = meetingRouteDefinitions(requireSession(deps), {
    view: projectAccess(deps, MEETINGS_AREA, 'View'),
    edit: projectAccess(deps, MEETINGS_AREA, 'Edit'),
  });

  const router = createRouter<AuthEnv>();
  router.openapi(routes.list, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const query = c.req.valid('query');
    const meetings = await listMeetings(
      prisma,
      access,
      userId,
      { tab: query.tab ?? 'upcoming', zone: zoneOf(query.tz) },
      deps.now(),
    );
    return c.json({ meetings }, 200);
  });
  router.openapi(routes.schedule, async (c) => {
    const access = c.get('projectAccess');
    const { userId } = access;
    const body = c.req.valid('json');
    const checked = await checkSchedule(prisma, access, userId, body, deps.now());
    const { meetingId, warnings } = await scheduleMeeting(deps, access, userId, checked);
    const meeting = await meetingById(prisma, meetingId, userId, zoneOf(body.timeZone), deps.now());
    return c.json({ message: meetingMessages.scheduled, meeting, warnings }, 201);
  });
  router.openapi(routes.teams, async (c) => {
    const { project } = c.get('projectAccess');
    const groups = await teamGroups(prisma, project);
    return c.json(
      {
        entire_team: groups['Project Team'].length,
        teams: MEETING_TEAMS.map((name) => ({ name, available: groups[name].length })),
      },
      200,
    );
  });
  router.openapi(routes.notes, async (c) => {
    const { userId } = c.get('session');
    const { meeting, access } = await requireMeetingPermission(
      prisma,
      userId,
      c.req.valid('param').meeting_id,
      'View',
    );
    const participant = await prisma.meetingParticipant.findUnique({
      where: { meetingId_userId: { meetingId: meeting.id, userId } },
    });
    if (!participant && !includesLevel(access.levels[MEETINGS_AREA], 'Edit'))
      throw permissionDenied(MEETINGS_AREA, 'Edit');
    refuseArchived(access);
    if (!meeting.heldAt && meeting.startsAt.getTime() > deps.now().getTime())
      throw new ApiError(409, meetingMessages.notesBeforeStart);
    await prisma.$transaction(async (tx) => {
      await tx.meeting.update({
        where: { id: meeting.id },
        data: { notes: c.req.valid('json').notes.trim() },
      });
      await recordActivity(tx, {
        projectId: meeting.projectId,
        actorId: userId,
        kind: 'meeting.updated',
        subjectId: meeting.id,
        summary: `wrote the notes of "${meeting.title}"`,
      });
    });
    const card = await meetingById(prisma, meeting.id, userId, zoneOf(c.req.valid('query').tz), deps.now());
    return c.json({ message: meetingMessages.notesSaved, meeting: card }, 200);
  });
  router.openapi(routes.held, async (c) => {
    const { userId } = c.get('session');
    const { meeting } = await requireMeetingPermission(
      prisma,
      userId,
      c.req.valid('param').meeting_id,
      'Edit',
    );
    const zone = zoneOf(c.req.valid('query').tz);
    if (meeting.cancelledAt) throw new ApiError(409, meetingMessages.alreadyCancelled);
    if (meeting.startsAt.getTime() > deps.now().getTime())
      throw new ApiError(409, meetingMessages.heldBeforeStart);
    // Only the first mark counts, so a second click (or a race of two) keeps when it was really held.
    await prisma.$transaction(async (tx) => {
      const marked = await tx.meeting.updateMany({
        where: { id: meeting.id, heldAt: null },
        data: { heldAt: deps.now() },
      });
      if (marked.count === 0) return;
      await recordActivity(tx, {
        projectId: meeting.projectId,
        actorId: userId,
        kind: 'meeting.updated',
        subjectId: meeting.id,
        summary: `marked "${meeting.title}" as held`,
      });
    });
    const card = await meetingById(prisma, meeting.id, userId, zone, deps.now());
    return c.json({ message: meetingMessages.held, meeting: card }, 200);
  });
  router.openapi(routes.reschedule, async (c) => {
    const { userId } = c.get('session');
    const { meeting, access } = await requireMeetingPermission(
      prisma,
      userId,
      c.req.valid('param').meeting_id,
      'Edit',
    );
    const body = c.req.valid('json');
    const warnings = await rescheduleMeeting(deps, access, userId, meeting, body);
    const zone = zoneOf(c.req.valid('query').tz ?? body.timeZone);
    const card = await meetingById(prisma, meeting.id, userId, zone, deps.now());
    return c.json({ message: meetingMessages.rescheduled, meeting: card, warnings }, 200);
  });
  router.openapi(routes.cancel, async (c) => {
    const { userId } = c.get('session');
    const { meeting, access } = await requireMeetingPermission(
      prisma,
      userId,
      c.req.valid('param').meeting_id,
      'Edit',
    );
    await cancelMeeting(deps, access, userId, meeting, c.req.valid('json').version);
    const card = await meetingById(prisma, meeting.id, userId, zoneOf(c.req.valid('query').tz), deps.now());
    return c.json({ message: meetingMessages.cancelled, meeting: card }, 200);
  });
  router.openapi(routes.invitation, async (c) => {
    const { userId } = c.get('session');
    const { meeting, access } = await requireMeetingPermission(
      prisma,
      userId,
      c.req.valid('param').meeting_id,
      'View',
    );
    const full = await prisma.meeting.findUniqueOrThrow({
      where: { id: meeting.id },
      include: { participants: { include: { user: true } }, createdBy: true },
    });
    const person = (user: { id: string; firstName: string; lastName: string; email: string }) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
    });
    const ics = invitationIcs(
      {
        ...full,
        project: access.project,
        organizer: full.createdBy ? person(full.createdBy) : { name: access.project.name },
        participants: full.participants.map(({ user }) => person(user)),
      },
      deps.publicUrl,
    );
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="invite.ics"',
    });
  });
  return router;
}
