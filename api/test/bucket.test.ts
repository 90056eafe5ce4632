import { describe, expect, it } from 'vitest';
import { bucketOf, inCanary } from '../src/platform/remotes/bucket.js';

const ids = Array.from(
  { length: 10_000 },
  (_, index) => `visitor-${index.toString(36)}-${(index * 7919) % 104729}`,
);

const shareOf = (share: number, area = 'mf-billing') =>
  (ids.filter((id) => inCanary(id, area, share)).length / ids.length) * 100;

describe('canary bucketing', () => {
  it('gives the same caller the same bucket every time', () => {
    for (const id of ids.slice(0, 100)) {
      expect(bucketOf(id, 'mf-auth')).toBe(bucketOf(id, 'mf-auth'));
      expect(bucketOf(id, 'mf-auth')).toBeGreaterThanOrEqual(0);
      expect(bucketOf(id, 'mf-auth')).toBeLessThan(100);
    }
  });

  it.each([1, 10, 25, 50, 90])('puts close to %s%% of 10,000 callers in the canary', (share) => {
    expect(Math.abs(shareOf(share) - share)).toBeLessThan(1.5);
  });

  it('keeps everyone in the canary when its share grows, and no one at 100% is left out', () => {
    const atTen = ids.filter((id) => inCanary(id, 'mf-billing', 10));
    expect(atTen.every((id) => inCanary(id, 'mf-billing', 30))).toBe(true);
    expect(shareOf(100)).toBe(100);
  });

  it('spreads callers on their own in each area', () => {
    const billing = ids.filter((id) => inCanary(id, 'mf-billing', 50));
    const both = billing.filter((id) => inCanary(id, 'mf-auth', 50)).length;
    expect(Math.abs((both / billing.length) * 100 - 50)).toBeLessThan(3);
  });
});
