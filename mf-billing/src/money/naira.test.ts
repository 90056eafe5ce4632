import { describe, expect, it } from 'vitest';
import { parseNairaToKobo } from './naira';

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
