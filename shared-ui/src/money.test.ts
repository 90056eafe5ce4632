import { describe, expect, it } from 'vitest';
import { formatNaira } from './money';

describe('formatNaira', () => {
  it('shows kobo as naira with the ₦ sign and thousands separators', () => {
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(2_000)).toBe('₦20');
    expect(formatNaira(1_000_000)).toBe('₦10,000');
    expect(formatNaira(1_200_000_000)).toBe('₦12,000,000');
  });

  it('shows kobo only when there are some', () => {
    expect(formatNaira(1_000_050)).toBe('₦10,000.50');
    expect(formatNaira(5)).toBe('₦0.05');
    expect(formatNaira(-150_075)).toBe('-₦1,500.75');
  });
});
