import { describe, expect, it } from 'vitest';
import { formatNaira } from './money';

describe('formatNaira', () => {
  it('shows whole naira without decimals and keeps kobo when there are any', () => {
    expect(formatNaira(2_000)).toBe('₦20');
    expect(formatNaira(100_000_000)).toBe('₦1,000,000');
    expect(formatNaira(2_050)).toBe('₦20.50');
    expect(formatNaira(0)).toBe('₦0');
  });
});
