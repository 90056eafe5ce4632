/** Dates on invoices and in messages, as the pages show them: "1 Dec 2026", Lagos time. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export const formatDate = (date: Date) => dateFormat.format(date);

/** "1 Nov 2026 – 1 Dec 2026" */
export const formatPeriod = (start: Date, end: Date) => `${formatDate(start)} – ${formatDate(end)}`;
