import { describe, expect, it } from 'vitest';
import {
  dueDate,
  dueText,
  installmentCount,
  paymentSchedule,
  totalCostKobo,
} from '../src/workspace/contracts/contract-cost.js';

/* Issue #12: the cost and payment schedule of a hired team, in kobo, with and without instalments. */

const sum = (parts: { amountKobo: number }[]) => parts.reduce((total, part) => total + part.amountKobo, 0);

describe('the total cost', () => {
  it('is each weekly rate times the weeks, in kobo', () => {
    const team = [
      { weeklyRateKobo: 38_000_000 },
      { weeklyRateKobo: 42_000_000 },
      { weeklyRateKobo: 45_000_000 },
    ];
    expect(totalCostKobo(team, 12)).toBe(1_500_000_000); // ₦15,000,000
    expect(totalCostKobo([], 12)).toBe(0);
  });

  it('refuses totals kobo integers cannot hold exactly', () => {
    expect(() => totalCostKobo([{ weeklyRateKobo: Number.MAX_SAFE_INTEGER }], 2)).toThrow(RangeError);
  });
});

describe('the default schedule: 50% on signing, 50% on delivery', () => {
  it('splits an even total in halves', () => {
    expect(paymentSchedule(1_500_000_000, 12, false)).toEqual([
      { label: '50% on signing', amountKobo: 750_000_000, due: { kind: 'signing' } },
      { label: '50% on delivery', amountKobo: 750_000_000, due: { kind: 'delivery' } },
    ]);
  });

  it('gives an odd kobo to the first part, so the parts add up to the total', () => {
    const parts = paymentSchedule(1_001, 4, false);
    expect(parts.map((part) => part.amountKobo)).toEqual([501, 500]);
    expect(sum(parts)).toBe(1_001);
  });
});

describe('Monthly Installments: equal monthly parts, the first on signing', () => {
  it('pays a 12-week project in 3 months', () => {
    const parts = paymentSchedule(1_500_000_000, 12, true);
    expect(parts).toEqual([
      { label: 'Instalment 1 of 3', amountKobo: 500_000_000, due: { kind: 'signing' } },
      {
        label: 'Instalment 2 of 3',
        amountKobo: 500_000_000,
        due: { kind: 'months_after_signing', months: 1 },
      },
      {
        label: 'Instalment 3 of 3',
        amountKobo: 500_000_000,
        due: { kind: 'months_after_signing', months: 2 },
      },
    ]);
  });

  it('spreads the kobo the division leaves one each over the first parts', () => {
    const parts = paymentSchedule(1_000, 12, true);
    expect(parts.map((part) => part.amountKobo)).toEqual([334, 333, 333]);
    expect(sum(parts)).toBe(1_000);
  });

  it.each([
    [1, 2],
    [4, 2],
    [5, 2],
    [8, 2],
    [9, 3],
    [12, 3],
    [13, 4],
    [26, 7],
  ])('a %i-week project is paid in %i instalments', (weeks, count) => {
    expect(installmentCount(weeks)).toBe(count);
    expect(paymentSchedule(999_999, weeks, true)).toHaveLength(count);
    expect(sum(paymentSchedule(999_999, weeks, true))).toBe(999_999);
  });
});

describe('due dates', () => {
  const signed = new Date('2026-01-31T09:00:00Z');

  it('are the signing day, later months (clamped to their last day) and delivery', () => {
    expect(dueDate({ kind: 'signing' }, signed, 12)).toEqual(signed);
    expect(dueDate({ kind: 'months_after_signing', months: 1 }, signed, 12).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(dueDate({ kind: 'months_after_signing', months: 2 }, signed, 12).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    expect(dueDate({ kind: 'delivery' }, signed, 12).toISOString()).toBe('2026-04-25T09:00:00.000Z');
  });

  it('read as the page shows them before signing', () => {
    expect(dueText({ kind: 'signing' }, 12)).toBe('On signing');
    expect(dueText({ kind: 'months_after_signing', months: 1 }, 12)).toBe('1 month after signing');
    expect(dueText({ kind: 'months_after_signing', months: 2 }, 12)).toBe('2 months after signing');
    expect(dueText({ kind: 'delivery' }, 12)).toBe('On delivery (week 12)');
  });
});
