import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, IN_NIGERIA, PRODUCT_TIME_ZONE } from './dates';

describe('formatDay', () => {
  it('shows a calendar date as the same day in every zone', () => {
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDay('2026-11-28', { timeZone: 'Pacific/Honolulu' })).toBe('28 Nov 2026');
    expect(formatDay('2026-11-28', { timeZone: 'Pacific/Kiritimati', month: 'long' })).toBe(
      '28 November 2026',
    );
  });

  it('shows an instant on its day in the zone named', () => {
    // 23:30 in London on the 27th is already the 28th in Lagos (UTC+1).
    expect(formatDay('2026-11-27T23:30:00Z', IN_NIGERIA)).toBe('28 Nov 2026');
    expect(formatDay('2026-11-27T23:30:00Z', { timeZone: 'Europe/London' })).toBe('27 Nov 2026');
  });

  it('is null for no date or one that cannot be read', () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay(undefined)).toBeNull();
    expect(formatDay('')).toBeNull();
    expect(formatDay('soon')).toBeNull();
  });
});

describe('formatMoment', () => {
  it('gives the day and the time in the zone named', () => {
    expect(formatMoment('2026-11-28T13:05:00Z', PRODUCT_TIME_ZONE)).toBe('28 Nov 2026, 14:05');
    expect(formatMoment('2026-11-28T13:05:00Z', 'UTC')).toBe('28 Nov 2026, 13:05');
    // Each zone keeps its own formatter.
    expect(formatMoment('2026-11-28T23:30:00Z', PRODUCT_TIME_ZONE)).toBe('29 Nov 2026, 00:30');
  });
});
