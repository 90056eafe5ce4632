// @ts-check

/*
 * Amounts travel as kobo integers (100 kobo = ₦1) and are shown in naira, with no floating-point division:
 * one way to write them for the pages, the API's answers, e-mails and PDFs.
 */

const grouping = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/**
 * `1000000` → "₦10,000"; `1000050` → "₦10,000.50": the ₦ sign, thousands separators, kobo only when any.
 * @param {number} kobo
 */
export function formatNaira(kobo) {
  const whole = Math.trunc(Math.abs(kobo) / 100);
  const rest = Math.abs(kobo) % 100;
  const koboPart = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}₦${grouping.format(whole)}${koboPart}`;
}
