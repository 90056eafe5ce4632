import * as chrono from 'chrono-node';

/*
 * Days and times in a page-assistant message, read by chrono-node in the project's time zone (Africa/Lagos,
 * UTC+1 all year): "due Friday", "on Thursday at 10", "the 2nd of December at 1pm".
 */

const lagosOffsetMinutes = 60;

export interface SaidTime {
  /** Where the phrase sits in the text, and the phrase itself. */
  index: number;
  text: string;
  /** YYYY-MM-DD; null when only a time was said. */
  day: string | null;
  /** HH:MM; null when no hour was said. */
  time: string | null;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An hour said without am/pm is read in working hours: "at 3" is 3 PM, "at 10" is 10 AM, as people book
 * calls.
 */
function workingHour(hour: number, meridiemSaid: boolean): number {
  return !meridiemSaid && hour >= 1 && hour <= 6 ? hour + 12 : hour;
}

/** Every day or time said, in order; a day and a time said apart ("friday ... 3pm") stay two entries. */
export function timesIn(text: string, now: Date): SaidTime[] {
  const results = chrono.parse(text, { instant: now, timezone: lagosOffsetMinutes }, { forwardDate: true });
  return results.map((result) => {
    const start = result.start;
    const daySaid = start.isCertain('day') || start.isCertain('weekday');
    const day = daySaid
      ? `${start.get('year') ?? 0}-${two(start.get('month') ?? 1)}-${two(start.get('day') ?? 1)}`
      : null;
    const hour = start.get('hour');
    const time =
      start.isCertain('hour') && hour !== null
        ? `${two(workingHour(hour, start.isCertain('meridiem')))}:${two(start.get('minute') ?? 0)}`
        : null;
    return { index: result.index, text: result.text, day, time };
  });
}

/** The text with the phrase taken out, and the small words that led into it ("due", "by", "before"). */
export function without(text: string, said: SaidTime): string {
  const before = text
    .slice(0, said.index)
    .replace(/(?:\s*\b(?:due|by|before|on|for|latest|at|not later than|deadline)\b)+\s*[:,]?\s*$/i, '');
  return `${before} ${text.slice(said.index + said.text.length)}`.replace(/\s+/g, ' ').trim();
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Friday 27 November" */
export const dayInWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
