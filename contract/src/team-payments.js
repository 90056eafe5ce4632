// @ts-check

/*
 * The Process Payment modal's payment types (the spec's billing and plans screens) and the amount messages the API answers and
 * the page shows before asking it: one text for both.
 */

/** The billing overview with nothing to pay: the page says it, and the API refuses a payment with it. */
export const NOTHING_DUE_MESSAGE = 'Nothing is due right now.';

export const TEAM_PAYMENT_TYPE_LABELS = /** @type {const} */ ({
  regular: 'Regular Payment',
  bonus: 'Bonus Payment',
  installment: 'Installment Payment',
});

/**
 * "A Regular Payment", "An Installment Payment".
 * @param {string} label
 */
const withArticle = (label) => `${/^[AEIOU]/i.test(label) ? 'An' : 'A'} ${label}`;

export const TEAM_PAYMENT_AMOUNT_MESSAGES = {
  required: 'Enter the amount to pay.',
  positive: 'The amount must be more than ₦0.',
  /**
   * @param {string} label a payment type's label
   * @param {string} max the most it may pay, in naira as shown
   */
  tooHigh: (label, max) => `${withArticle(label)} can be at most ${max} on this invoice.`,
  /** @param {string} label a payment type's label */
  nothingToPay: (label) => `Nothing can be paid as ${withArticle(label).replace(/^A/, 'a')} on this invoice.`,
};

/** A placed talent's payout, as Finance read it in the console and the talent on their placements (issue #26). */
export const PAYOUT_STATUS_LABELS = /** @type {const} */ ({
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
});
