import { z } from '@hono/zod-openapi';

/** Longer than any date a person means to type; past it a day field is refused before its handler reads it. */
const MAX_DAY_TEXT = 40;

/** `YYYY-MM-DD` naming a day that exists (no 30 February, no five-digit year). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 1, day = 1] = text.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/**
 * A day as a person typed it, checked further by its handler (which has the clearer words for a year out of
 * range): only text too long to be a date is refused here, with the field's own `message` as a custom issue,
 * so the answer never reads as zod's "date: Too big: expected string to have <=10 characters".
 */
export const typedDay = (message: string) =>
  z
    .string({ error: message })
    .refine((text) => text.length <= MAX_DAY_TEXT, { message })
    .openapi({ example: '2026-11-30', maxLength: MAX_DAY_TEXT });

/** A day that must exist, `YYYY-MM-DD`, refused otherwise with the field's own `message` (not zod's wording). */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .refine(isCalendarDay, { message })
    .openapi({ format: 'date', example: '2026-12-03' });
