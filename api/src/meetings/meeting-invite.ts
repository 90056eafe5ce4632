import ical, { ICalCalendarMethod } from 'ical-generator';
import type { AppDeps } from '../deps.js';
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
  project: { id: string; name: string };
  organizer: { name: string; email?: string };
  participants: { id: string; name: string; email: string }[];
}

/** The invitation every participant gets, as iCalendar text (one event, METHOD:REQUEST). */
export function invitationIcs(meeting: InvitedMeeting, publicUrl: string): string {
  const calendar = ical({
    name: meeting.project.name,
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: 'Platform', product: 'Workspace' },
  });
  calendar.createEvent({
    id: `${meeting.id}@${new URL(publicUrl).host}`,
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
  return calendar.toString();
}

export async function sendInvitations(deps: AppDeps, meeting: InvitedMeeting): Promise<void> {
  const ics = invitationIcs(meeting, deps.publicUrl);
  const when = formatMeetingTime(meeting.startsAt, DEFAULT_TIME_ZONE);
  const page = `${workspacePath(meeting.project)}/meetings`;
  for (const person of meeting.participants) {
    await notify(deps.prisma, {
      userId: person.id,
      title: 'Meeting scheduled',
      body: `"${meeting.title}" in ${meeting.project.name}, ${when} (${DEFAULT_TIME_ZONE} time).`,
      link: page,
    });
    try {
      await deps.mailer.send({
        to: person.email,
        subject: `Invitation: ${meeting.title}`,
        text: [
          `${meeting.organizer.name} invited you to "${meeting.title}" (${meeting.project.name}).`,
          `When: ${when} (${DEFAULT_TIME_ZONE} time), ${meeting.durationMinutes} minutes`,
          `Join: ${meeting.link}`,
          meeting.description,
          `Meetings: ${new URL(page, deps.publicUrl).toString()}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ics,
          },
        ],
      });
    } catch (error) {
      deps.log(`meeting invitation to user ${person.id} failed: ${(error as Error).message}`);
    }
  }
}
