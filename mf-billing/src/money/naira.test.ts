import { describe, expect, it } from 'vitest';
import { formatNaira, parseNairaToKobo } from './naira';

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

describe('parseNairaToKobo', () => {
  it('reads naira as typed, with or without commas, sign and decimals', () => {
    expect(parseNairaToKobo('1500')).toBe(150_000);
    expect(parseNairaToKobo('1,500.5')).toBe(150_050);
    expect(parseNairaToKobo(' ₦ 12,000,000 ')).toBe(1_200_000_000);
    expect(parseNairaToKobo('0.07')).toBe(7);
  });

  it('refuses anything that is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1,50', '12,0000', '1e5', '.5']) {
      expect(parseNairaToKobo(text)).toBeNull();
    }
  });
});
