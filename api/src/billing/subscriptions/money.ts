import { formatNaira as nairaText } from '@platform/contract';

/*
 * Money is integer kobo (₦1 = 100 kobo) everywhere; naira appear only when shown. Fractions of a kobo,
 * from VAT or proration, round half up once, at the end.
 */

/** VAT in basis points: 7.5%. */
export const vatRateBasisPoints = 750;

/** "₦10,000" or "₦10,000.50" (the contract's one way to show naira); a fraction of a kobo here is a bug. */
export function formatNaira(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError('Amounts are whole kobo.');
  return nairaText(kobo);
}

/** numerator / denominator rounded half up, in integers only. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The VAT on a net amount, as its own invoice line. */
export function vatKobo(netKobo: number): number {
  return divideRounded(netKobo * vatRateBasisPoints, 10_000);
}

/** What is left of a period's price from `at` to the period's end, by the millisecond. */
export function proratedKobo(fullPeriodKobo: number, periodStart: Date, periodEnd: Date, at: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0) throw new RangeError('A period ends after it starts.');
  const remaining = Math.min(total, Math.max(0, periodEnd.getTime() - at.getTime()));
  return divideRounded(fullPeriodKobo * remaining, total);
}

/** The VAT within an amount that already includes it (a contract's agreed part): gross × 7.5 / 107.5. */
export function vatWithinKobo(grossKobo: number): number {
  return divideRounded(grossKobo * vatRateBasisPoints, 10_000 + vatRateBasisPoints);
}
