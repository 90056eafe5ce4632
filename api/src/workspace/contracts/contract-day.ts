const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "23 November 2026", in Lagos time: the date the page and the PDF both print. */
export const contractDay = (at: Date) => dayFormat.format(at);
