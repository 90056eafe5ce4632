import { describe, expect, it } from 'vitest';
import { formatNaira, proratedKobo, vatKobo } from '../src/billing/subscriptions/money.js';
import { seatPriceKobo } from '../src/billing/subscriptions/plans.js';

describe('money in kobo', () => {
  it('shows naira with thousands separators and kobo only when there are some', () => {
    expect(formatNaira(1_000_000)).toBe('₦10,000');
    expect(formatNaira(1_000_050)).toBe('₦10,000.50');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(-2_000)).toBe('-₦20');
    expect(() => formatNaira(1.5)).toThrow('Amounts are whole kobo.');
  });

  it('prices one more seat at ₦20 a month and ₦240 a year', () => {
    expect(formatNaira(seatPriceKobo.monthly)).toBe('₦20');
    expect(formatNaira(seatPriceKobo.yearly)).toBe('₦240');
  });

  it('charges VAT at 7.5%, rounded half up to the kobo', () => {
    expect(vatKobo(1_000_000)).toBe(75_000);
    expect(vatKobo(2_000)).toBe(150);
    expect(vatKobo(1)).toBe(0);
    expect(vatKobo(7)).toBe(1);
    expect(vatKobo(6)).toBe(0);
  });

  it('prorates what is left of the period', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const end = new Date('2026-12-01T00:00:00Z');
    expect(proratedKobo(1_000_000, start, end, start)).toBe(1_000_000);
    expect(proratedKobo(1_000_000, start, end, new Date('2026-11-16T00:00:00Z'))).toBe(500_000);
    expect(proratedKobo(1_000_000, start, end, new Date('2026-11-21T00:00:00Z'))).toBe(333_333);
    expect(proratedKobo(1_000_000, start, end, end)).toBe(0);
    expect(() => proratedKobo(100, end, start, start)).toThrow('A period ends after it starts.');
  });
});
