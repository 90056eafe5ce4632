import { meetingTimeText } from '@platform/contract';

/*
 * The schedule modal's calendar rules (the spec's meetings screen): the calendar starts from today, weekends and past
 * dates cannot be picked, and a day has 48 half-hour slots. The server checks the same.
 */

export const SLOT_COUNT = 48;

/** `HH:MM` of every slot: 00:00, 00:30 ... 23:30. */
export const timeSlots = (): string[] =>
  Array.from({ length: SLOT_COUNT }, (_, index) => {
    const minutes = index * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

/** `YYYY-MM-DD` of a local date. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/** The last day a meeting may be on: two years from today (the server refuses later ones). */
export const lastMeetingDay = (today: Date) =>
  new Date(today.getFullYear() + 2, today.getMonth(), today.getDate());

/** The server's words for a typed day it refuses before any other rule. */
export const TYPED_DAY_MESSAGES = {
  missing: 'Please pick a date.',
  tooFar: 'Please pick a date within the next 2 years.',
} as const;

/**
 * Why a day typed in a date field cannot be a meeting's, in the server's words, or null: the field's `max` is
 * checked here since our forms leave the browser's validation off. A five-digit year (the field takes up to
 * six) is past it; an unfinished date reads as empty.
 */
export function typedDayProblem(day: string, today: Date): string | null {
  if (/^\d{5,}-/.test(day)) return TYPED_DAY_MESSAGES.tooFar;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return TYPED_DAY_MESSAGES.missing;
  return day > dayKey(lastMeetingDay(today)) ? TYPED_DAY_MESSAGES.tooFar : null;
}

/** A day can be picked when it is today or later and not a Saturday or Sunday. */
export const isSelectableDay = (date: Date, today: Date) =>
  !isWeekend(date) && dayKey(date) >= dayKey(today) && dayKey(date) <= dayKey(lastMeetingDay(today));

/** A slot on `day` can be picked when it has not passed. */
export const isSelectableSlot = (day: Date, slot: string, now: Date) => {
  const [hour = 0, minute = 0] = slot.split(':').map(Number);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
  return start.getTime() > now.getTime();
};

/** The days of the month grid of `month` (Monday first), with blanks as null. */
export function monthGrid(month: Date): (Date | null)[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7;
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1)),
  ];
}

/** 'Sunday, 1 November 2026': a day button's name, which begins with nothing the button does not show. */
export const dayName = (day: Date) =>
  day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Monday, 5th January, 2025, 2:30PM' for a local date and a slot. */
export function formatMeetingTime(day: Date, slot: string): string {
  const [hour = 0, minute = 0] = slot.split(':').map(Number);
  return meetingTimeText({
    weekday: day.toLocaleDateString('en-GB', { weekday: 'long' }),
    day: day.getDate(),
    month: day.toLocaleDateString('en-GB', { month: 'long' }),
    year: day.getFullYear(),
    hour,
    minute,
  });
}

/** The browser's time zone, the one the calendar's days and slots are in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Lagos';
