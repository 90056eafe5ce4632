import { z } from '@hono/zod-openapi';
import { typedDay } from '../../platform/http/typed-day.js';
import { meetingMessages } from './meeting-changes.js';
import { MEETING_TEAMS } from './meeting-teams.js';
import { MEETING_STATUSES, MEETING_TABS } from './meeting-views.js';

/* The meetings domain's bodies, queries and answers; the schedule body keeps the spec's payload names. */

export const ProjectParamsSchema = z.object({ project_id: z.string().openapi({ format: 'uuid' }) });
export const MeetingParamsSchema = z.object({ meeting_id: z.string().openapi({ format: 'uuid' }) });

const zoneField = z
  .string()
  .max(64)
  .optional()
  .openapi({ description: 'IANA time zone; Africa/Lagos when absent' });

export const TimeZoneQuerySchema = z.object({ tz: zoneField });

export const MeetingListQuerySchema = z.object({
  tab: z
    .enum(MEETING_TABS)
    .optional()
    .openapi({ description: 'Upcoming (default), Past Meetings, Meeting Notes' }),
  tz: zoneField,
});

export const MeetingCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    date: z.string().openapi({ example: 'Monday, 5th January, 2025, 2:30PM' }),
    time_zone: z.string().openapi({ example: 'Africa/Lagos', description: 'The zone `date` is written in' }),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    description: z.string(),
    duration: z.string().openapi({ example: '1 hour 30 minutes' }),
    duration_minutes: z.int(),
    participants: z.int().openapi({ description: 'How many people are invited' }),
    people_note: z.string().openapi({ example: 'Entire team: You, Ada Obi and 3 others' }),
    action_label: z.enum(['Join', 'View Notes']),
    link: z.string(),
    notes: z.string(),
    kickoff: z.boolean().openapi({ description: "The project's kickoff meeting (onboarding reads it)" }),
    status: z.enum(MEETING_STATUSES).openapi({
      description: 'held once the team marked it held (held_at), cancelled once called off, scheduled before',
    }),
    held_at: z.iso.datetime().nullable(),
    cancelled_at: z.iso.datetime().nullable(),
    version: z.int().nonnegative().openapi({
      description: 'The invitation SEQUENCE; send it back to reschedule or cancel',
    }),
    entire_team: z.boolean(),
    teams: z.array(z.string()),
    can_edit_notes: z.boolean().openapi({ description: 'Once the meeting has started or was marked held' }),
  })
  .openapi('MeetingCard');

export const MeetingListSchema = z.object({ meetings: z.array(MeetingCardSchema) }).openapi('MeetingList');

export const ScheduleBodySchema = z
  .strictObject({
    meetingHint: z.string().max(300).optional().openapi({ example: 'Sprint kickoff' }),
    description: z.string().max(2000).optional(),
    entireTeam: z.boolean().optional(),
    selectedTeams: z
      .array(z.string())
      .max(MEETING_TEAMS.length, meetingMessages.teams)
      .optional()
      .openapi({ description: MEETING_TEAMS.join(', ') }),
    meetingLink: z.string().max(2000).optional().openapi({ description: 'An https address' }),
    date: typedDay(meetingMessages.dateRequired).optional(),
    time: z.string().max(5).optional().openapi({ example: '14:30', description: 'A half-hour slot' }),
    timeZone: zoneField,
    durationMinutes: z.int().optional().openapi({ description: '30 to 240, in half hours; 30 when absent' }),
    kickoff: z.boolean().optional().openapi({ description: "The project's kickoff meeting" }),
  })
  .openapi('ScheduleMeeting');

export const ScheduledSchema = z
  .object({
    message: z.string(),
    meeting: MeetingCardSchema,
    warnings: z.array(z.string()).openapi({ description: 'Participants who already have a meeting then' }),
  })
  .openapi('MeetingScheduled');

export const NotesBodySchema = z.strictObject({ notes: z.string().max(20000) }).openapi('MeetingNotes');
export const MeetingSavedSchema = z
  .object({ message: z.string(), meeting: MeetingCardSchema })
  .openapi('MeetingSaved');

export const MeetingTeamsSchema = z
  .object({
    entire_team: z.int().openapi({ description: 'Everyone on the project' }),
    teams: z.array(z.object({ name: z.enum(MEETING_TEAMS), available: z.int() })),
  })
  .openapi('MeetingTeams');

export const RescheduleBodySchema = z
  .strictObject({
    version: z.int().nonnegative().openapi({ description: "The meeting's version as last read" }),
    date: typedDay(meetingMessages.dateRequired).optional(),
    time: z.string().max(5).optional().openapi({ example: '14:30', description: 'A half-hour slot' }),
    timeZone: zoneField,
    durationMinutes: z
      .int()
      .optional()
      .openapi({ description: '30 to 240, in half hours; unchanged when absent' }),
  })
  .openapi('RescheduleMeeting');

export const CancelBodySchema = z
  .strictObject({
    version: z.int().nonnegative().openapi({ description: "The meeting's version as last read" }),
  })
  .openapi('CancelMeeting');
