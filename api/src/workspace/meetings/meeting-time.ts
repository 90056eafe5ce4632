import { meetingTimeText } from '@platform/contract';

/*
 * The calendar rules of the schedule modal (the spec's meetings screen), checked again on the server: a date from
 * today on, never a weekend, a time on one of the 48 half-hour slots, never in the past. Times are chosen in
 * the user's time zone (Africa/Lagos by default) and stored in UTC.
 */

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';
export const SLOT_MINUTES = 30;
export const SLOTS_PER_DAY = (24 * 60) / SLOT_MINUTES;

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/*
 * Making an Intl.DateTimeFormat costs ~0.1 ms (its zone and locale data are looked up each time), using one
 * ~1 µs: a list of 200 meetings spent 60 ms making three a card. So each zone's formats are made once per
 * process. Intl accepts a zone's name in any letter case, so the names asked for are not a closed set: the
 * map starts again past a few hundred.
 */
const zoneFormats = new Map<
  string,
  { parts: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat }
>();

function formatsIn(zone: string) {
  let formats = zoneFormats.get(zone);
  if (!formats) {
    if (zoneFormats.size >= 500) zoneFormats.clear();
    formats = {
      parts: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
      weekday: new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long' }),
      month: new Intl.DateTimeFormat('en-GB', { timeZone: zone, month: 'long' }),
    };
    zoneFormats.set(zone, formats);
  }
  return formats;
}

/** The wall-clock parts of an instant in a zone. */
function partsIn(zone: string, instant: Date) {
  const parts = formatsIn(zone).parts.formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** The instant a wall-clock date and time in `zone` stands for. */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(zone, new Date(wall));
  return new Date(wall - offsetAt(zone, new Date(first)));
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function dayIn(zone: string, instant: Date): string {
  const p = partsIn(zone, instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export const isWeekend = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** One of the 48 slots: 00:00, 00:30 ... 23:30. */
export const isSlot = (time: string) => /^([01]\d|2[0-3]):(00|30)$/.test(time);

/** 'Monday, 5th January, 2025, 2:30PM' in the zone given (the spec's meetings screen). */
export function formatMeetingTime(instant: Date, zone: string): string {
  const p = partsIn(zone, instant);
  const formats = formatsIn(zone);
  const weekday = formats.weekday.format(instant);
  const month = formats.month.format(instant);
  return meetingTimeText({ weekday, day: p.day, month, year: p.year, hour: p.hour, minute: p.minute });
}
