/*
 * Amounts arrive from the API as integer kobo (₦1 = 100 kobo) and are shown in naira. Everything here works
 * on whole numbers and strings, so no amount ever goes through a floating-point division.
 */

const grouping = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** `1000000` → "₦10,000"; `1000050` → "₦10,000.50": the ₦ sign, thousands separators, kobo only when any. */
export function formatNaira(kobo: number): string {
  const whole = Math.trunc(Math.abs(kobo) / 100);
  const rest = Math.abs(kobo) % 100;
  const koboPart = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}₦${grouping.format(whole)}${koboPart}`;
}

/** Naira as typed in a field: digits, optional thousands commas, at most two decimals. */
const NAIRA_INPUT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "1,500.5" → 150050 kobo; null when the text is not an amount in naira. */
export function parseNairaToKobo(text: string): number | null {
  const trimmed = text.trim().replace(/^₦\s*/, '');
  const match = NAIRA_INPUT.exec(trimmed);
  if (!match) return null;
  const [whole = '0'] = trimmed.split('.');
  const decimals = (match[1] ?? '').padEnd(2, '0');
  const kobo = Number(whole.replaceAll(',', '')) * 100 + Number(decimals);
  return Number.isSafeInteger(kobo) ? kobo : null;
}
