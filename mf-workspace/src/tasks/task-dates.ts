const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "3 Dec 2026" for a calendar date ("2026-12-03"), or null when there is none. */
export const formatDay = (date: string | null) => (date ? day.format(new Date(`${date}T00:00:00Z`)) : null);

/** "3 Dec 2026, 14:05" in the user's time zone. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
