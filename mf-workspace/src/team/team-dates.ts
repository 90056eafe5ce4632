const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Dec 2026", or the text for no date. */
export const dateInWords = (iso: string | null, none = 'Never') => (iso ? day.format(new Date(iso)) : none);
