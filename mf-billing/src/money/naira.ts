/*
 * Amounts arrive from the API as integer kobo (₦1 = 100 kobo) and are shown in naira. They are shown with
 * shared-ui's `formatNaira`; here is how a typed amount becomes kobo, on whole numbers and strings.
 */

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
