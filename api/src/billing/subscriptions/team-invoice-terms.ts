/*
 * The fixed terms of a team invoice, which paying it (payables), the client's Team Payments and the payouts of
 * placed talent all apply.
 */

export const withholdingBasisPoints = 500;
/** The withholding tax within a gross amount, to the kobo. */
export const withholdingOf = (grossKobo: number) => Math.round((grossKobo * withholdingBasisPoints) / 10_000);
/** A bonus may be at most this share of the invoice (basis points). */
export const bonusCapBasisPoints = 2_000;

/** "TI-0042". */
export const invoiceNumber = (number: number) => `TI-${String(number).padStart(4, '0')}`;
