/*
 * Every date the pages show, in one way: "28 Nov 2026" (or "28 November 2026" where a page has room), never
 * an ISO string. A calendar date ("2026-11-28": a due date, a deadline) is the same day everywhere and is
 * shown as it is. An instant (an ISO timestamp) falls on a day that depends on the place, so it is shown in
 * a named time zone: the viewer's own by default, Lagos where the spec says so (billing, the account's dates
 * in Nigeria).
 */

/** The product's zone: billing and the account's dates are what they are in Nigeria. */
export const PRODUCT_TIME_ZONE = 'Africa/Lagos';

/** `formatDay(invoice.due_date, IN_NIGERIA)`: a date the spec gives in Nigeria's time, whatever the viewer's. */
export const IN_NIGERIA = { timeZone: PRODUCT_TIME_ZONE } as const;

/** The zone of the viewer's machine, or the product's when the browser does not say. */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || PRODUCT_TIME_ZONE;

export type MonthStyle = 'short' | 'long';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(month: MonthStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${month} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone });
    dayFormats.set(key, format);
  }
  return format;
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "28 Nov 2026" for a calendar date ("2026-11-28", shown as it is) or an instant (on its day in `timeZone`,
 * the viewer's by default); null for no date or one that cannot be read.
 */
export function formatDay(
  value: string | null | undefined,
  { month = 'short', timeZone }: { month?: MonthStyle; timeZone?: string } = {},
): string | null {
  if (!value) return null;
  const isCalendarDate = calendarDate.test(value);
  const date = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return dayFormat(month, isCalendarDate ? 'UTC' : (timeZone ?? viewerTimeZone())).format(date);
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** "28 Nov 2026, 14:05" for an instant, in `timeZone` (the viewer's by default). */
export function formatMoment(iso: string, timeZone: string = viewerTimeZone()): string {
  // One formatter a zone, as for days: tables format an instant on every row.
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    momentFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
