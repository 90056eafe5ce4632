/**
 * `1000000` → "₦10,000"; `1000050` → "₦10,000.50": the ₦ sign, thousands separators, kobo only when any.
 * @param {number} kobo
 */
export function formatNaira(kobo: number): string;
