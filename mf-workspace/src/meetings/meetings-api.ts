// The meetings calls' answers as this remote reads them (the spec's meetings screen).

export const MEETING_TABS = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past Meetings' },
  { key: 'notes', label: 'Meeting Notes' },
] as const;
export type MeetingTab = (typeof MEETING_TABS)[number]['key'];

/** The durations the server takes: half hours from 30 minutes to 4 hours. */
export const DURATIONS = Array.from({ length: 8 }, (_, index) => {
  const minutes = (index + 1) * 30;
  const hours = Math.floor(minutes / 60);
  const hourText = hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '';
  return { minutes, label: [hourText, minutes % 60 ? '30 minutes' : ''].filter(Boolean).join(' ') };
});

export interface MeetingCard {
  id: string;
  title: string;
  date: string;
  /** The zone `date` is written in: the browser's, named on the page. */
  time_zone: string;
  starts_at: string;
  ends_at: string;
  description: string;
  duration: string;
  duration_minutes: number;
  participants: number;
  people_note: string;
  action_label: 'Join' | 'View Notes';
  link: string;
  notes: string;
  kickoff: boolean;
  status: 'scheduled' | 'held' | 'cancelled';
  held_at: string | null;
  cancelled_at: string | null;
  /** Sent back to reschedule or cancel: a change made meanwhile is refused. */
  version: number;
  can_edit_notes: boolean;
}

export interface MeetingTeams {
  entire_team: number;
  teams: { name: string; available: number }[];
}

export const meetingPath = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}/`;
export const meetingsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/meetings/`;
