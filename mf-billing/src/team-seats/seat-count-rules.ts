import { MAX_SEATS_AT_ONCE } from '@platform/contract';
import { SEAT_TEXTS } from './seats-api';

/** The seats typed, or the rule they break. */
export function readSeatCount(text: string): { count: number } | { error: string } {
  const count = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_SEATS_AT_ONCE)
    return { error: SEAT_TEXTS.countRule };
  return { count };
}
