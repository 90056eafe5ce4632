import { describe, expect, it } from 'vitest';
import {
  formatMeetingTime,
  isSelectableDay,
  isSelectableSlot,
  monthGrid,
  timeSlots,
  typedDayProblem,
} from './meeting-calendar';

/* The spec's meetings screen: the calendar from today, no weekends or past dates, 48 half-hour slots, the date format. */

const wednesday = new Date(2026, 10, 25, 11, 0);

describe('the calendar rules', () => {
  it('has 48 half-hour slots across the day', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
  });

  it('offers today and later weekdays; not weekends, not the past', () => {
    expect(isSelectableDay(new Date(2026, 10, 25), wednesday)).toBe(true);
    expect(isSelectableDay(new Date(2026, 10, 30), wednesday)).toBe(true);
    expect(isSelectableDay(new Date(2026, 10, 24), wednesday)).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 28), wednesday)).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 29), wednesday)).toBe(false);
  });

  it("checks a typed day against the field's max, in the server's words", () => {
    expect(typedDayProblem('2026-12-02', wednesday)).toBeNull();
    expect(typedDayProblem('2028-11-25', wednesday)).toBeNull();
    expect(typedDayProblem('2028-11-26', wednesday)).toBe('Please pick a date within the next 2 years.');
    expect(typedDayProblem('20266-12-02', wednesday)).toBe('Please pick a date within the next 2 years.');
    expect(typedDayProblem('', wednesday)).toBe('Please pick a date.');
  });

  it('offers days up to two years ahead, as the server takes them', () => {
    expect(isSelectableDay(new Date(2028, 10, 24), wednesday)).toBe(true);
    expect(isSelectableDay(new Date(2028, 10, 27), wednesday)).toBe(false);
    expect(isSelectableDay(new Date(9999, 11, 31), wednesday)).toBe(false);
  });

  it('today offers only the slots still to come', () => {
    const today = new Date(2026, 10, 25);
    expect(isSelectableSlot(today, '10:30', wednesday)).toBe(false);
    expect(isSelectableSlot(today, '11:00', wednesday)).toBe(false);
    expect(isSelectableSlot(today, '11:30', wednesday)).toBe(true);
    expect(isSelectableSlot(new Date(2026, 10, 26), '00:00', wednesday)).toBe(true);
  });

  it('lays a month out Monday first', () => {
    const grid = monthGrid(new Date(2026, 10, 1));
    expect(grid.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid[6]?.getDate()).toBe(1);
    expect(grid.filter(Boolean)).toHaveLength(30);
  });
});

describe('the date format', () => {
  it("reads like 'Monday, 5th January, 2025, 2:30PM'", () => {
    expect(formatMeetingTime(new Date(2025, 0, 5), '14:30')).toBe('Sunday, 5th January, 2025, 2:30PM');
    expect(formatMeetingTime(new Date(2026, 10, 30), '14:30')).toBe('Monday, 30th November, 2026, 2:30PM');
    expect(formatMeetingTime(new Date(2026, 11, 1), '00:00')).toBe('Tuesday, 1st December, 2026, 12:00AM');
    expect(formatMeetingTime(new Date(2026, 11, 2), '12:00')).toBe('Wednesday, 2nd December, 2026, 12:00PM');
    expect(formatMeetingTime(new Date(2026, 11, 3), '09:30')).toBe('Thursday, 3rd December, 2026, 9:30AM');
    expect(formatMeetingTime(new Date(2026, 11, 11), '09:30')).toBe('Friday, 11th December, 2026, 9:30AM');
  });
});
