// @ts-check

/*
 * How a meeting's time reads (the spec's meetings screen): the schedule modal shows the chosen slot this way, the API
 * writes it in the meeting list and the invitation e-mail. Each side finds the wall-clock parts in its own
 * time zone; the words are one.
 */

/**
 * @typedef {object} MeetingClock
 * @property {string} weekday "Monday"
 * @property {number} day 1 to 31
 * @property {string} month "January"
 * @property {number} year
 * @property {number} hour 0 to 23
 * @property {number} minute 0 to 59
 */

/** @param {number} day */
const ordinal = (day) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${/** @type {Record<number, string>} */ ({ 1: 'st', 2: 'nd', 3: 'rd' })[day % 10] ?? 'th'}`;
};

/**
 * 'Monday, 5th January, 2025, 2:30PM'.
 * @param {MeetingClock} clock
 */
export function meetingTimeText({ weekday, day, month, year, hour, minute }) {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${weekday}, ${ordinal(day)} ${month}, ${year}, ${hour12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'AM' : 'PM'}`;
}
