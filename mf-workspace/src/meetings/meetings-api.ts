import type { ApiOperation, ApiResult } from '@platform/shared-ui';

// The meetings screen's tabs and lengths (the spec's meetings screen); the answers' types are the API's own.

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

/** A meeting of `GET /api/projects/{project_id}/meetings/`, as the cards and the calendar show it. */
export type MeetingCard = ApiResult<
  ApiOperation<'/api/projects/{project_id}/meetings/', 'get'>
>['meetings'][number];

export const meetingsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/meetings/`;
