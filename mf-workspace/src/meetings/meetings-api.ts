// The meetings calls' answers as this remote reads them (spec part 2 §2.12).

export const MEETING_TABS = [
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'past', label: 'Past Meetings' },
  { key: 'notes', label: 'Meeting Notes' },
] as const;
export type MeetingTab = (typeof MEETING_TABS)[number]['key'];

export interface MeetingCard {
  id: string;
  title: string;
  date: string;
  starts_at: string;
  description: string;
  duration: string;
  participants: number;
  people_note: string;
  action_label: 'Join' | 'View Notes';
  link: string;
  notes: string;
  kickoff: boolean;
  can_edit_notes: boolean;
}

export interface MeetingTeams {
  entire_team: number;
  teams: { name: string; available: number }[];
}

export const meetingsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/meetings/`;
