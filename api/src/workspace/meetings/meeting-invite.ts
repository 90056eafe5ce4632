import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppDeps } from '../../deps.js';
import { deliveryChoice } from '../notifications/notification-preferences.js';
import { notify } from '../notifications/notify.js';
import { workspacePath } from '../projects/workspace-path.js';
import { DEFAULT_TIME_ZONE, formatMeetingTime } from './meeting-time.js';

/* Telling the participants: an in-app notification and an e-mail with the .ics invitation. */

export interface InvitedMeeting {
  id: string;
  title: string;
  description: string;
  link: string;
  startsAt: Date;
  durationMinutes: number;
  /** The iCalendar SEQUENCE: 0 as first sent, raised by each reschedule and the cancel. */
  sequence: number;
  cancelledAt: Date | null;
  project: { id: string; name: string };
  organizer: { name: string; email?: string };
  participants: { id: string; name: string; email: string }[];
}

/**
 * The invitation every participant gets, as iCalendar text: one event under the meeting's one UID, so a
 * calendar client updates it in place when the SEQUENCE rises (METHOD:REQUEST) and removes it when it is
 * cancelled (METHOD:CANCEL, STATUS:CANCELLED). RFC 5545 ends every line with CRLF, the last one too;
 * ical-generator leaves the last one bare.
 */
export function invitationIcs(meeting: InvitedMeeting, publicUrl: string): string {
  const cancelled = meeting.cancelledAt !== null;
  const calendar = ical({
    name: meeting.project.name,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: 'Platform', product: 'Workspace' },
  });
  calendar.createEvent({
    id: `${meeting.id}@${new URL(publicUrl).host}`,
    sequence: meeting.sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: meeting.startsAt,
    end: new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000),
    summary: meeting.title,
    description: meeting.description || meeting.title,
    location: meeting.link,
    url: meeting.link,
    organizer: meeting.organizer.email
      ? { name: meeting.organizer.name, email: meeting.organizer.email }
      : null,
    attendees: meeting.participants.map((person) => ({ name: person.name, email: person.email, rsvp: true })),
  });
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** Why the participants hear about the meeting: first sent, moved, or called off. */
export type InvitationReason = 'scheduled' | 'rescheduled' | 'cancelled';

const wording = {
  scheduled: { title: 'Meeting scheduled', subject: 'Invitation', lead: 'invited you to' },
  rescheduled: { title: 'Meeting rescheduled', subject: 'Updated invitation', lead: 'moved' },
  cancelled: { title: 'Meeting cancelled', subject: 'Cancelled', lead: 'cancelled' },
} as const;

export async function sendInvitations(
  deps: AppDeps,
  meeting: InvitedMeeting,
  reason: InvitationReason = 'scheduled',
): Promise<void> {
  const ics = invitationIcs(meeting, deps.publicUrl);
  const when = formatMeetingTime(meeting.startsAt, DEFAULT_TIME_ZONE);
  const page = `${workspacePath(meeting.project)}/meetings`;
  const words = wording[reason];
  const method = reason === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const person of meeting.participants) {
    await notify(deps.prisma, {
      userId: person.id,
      kind: 'meetings',
      title: words.title,
      body: `"${meeting.title}" in ${meeting.project.name}, ${when} (${DEFAULT_TIME_ZONE} time).`,
      link: page,
    });
    // The invitation is e-mailed at once even with a daily digest: a calendar update cannot wait a day.
    if (!(await deliveryChoice(deps.prisma, person.id, 'meetings'))?.email) continue;
    try {
      await deps.mailer.send({
        to: person.email,
        subject: `${words.subject}: ${meeting.title}`,
        text: [
          `${meeting.organizer.name} ${words.lead} "${meeting.title}" (${meeting.project.name}).`,
          `${reason === 'cancelled' ? 'Was' : 'When'}: ${when} (${DEFAULT_TIME_ZONE} time), ${meeting.durationMinutes} minutes`,
          reason === 'cancelled' ? '' : `Join: ${meeting.link}`,
          meeting.description,
          `Meetings: ${new URL(page, deps.publicUrl).toString()}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
        attachments: [
          {
            filename: 'invite.ics',
            contentType: `text/calendar; charset=utf-8; method=${method}`,
            content: ics,
          },
        ],
      });
    } catch (error) {
      deps.log(`meeting invitation to user ${person.id} failed: ${(error as Error).message}`);
    }
  }
}
