// @ts-check

/*
 * Amounts travel as kobo integers (100 kobo = ₦1) and are shown in naira, with no floating-point division:
 * one way to write them for the pages, the API's answers, e-mails and PDFs.
 */

/*
 * Thousands separators by hand, not `Intl.NumberFormat('en-NG')`: building that formatter loads the locale's
 * data, ~40 ms of a phone's main thread when the module is first evaluated, on every page (the home page
 * included, where no amount shows). The naira's grouping is the plain one: a comma every three digits.
 */
const thousands = /\B(?=(\d{3})+$)/g;

/**
 * `1000000` → "₦10,000"; `1000050` → "₦10,000.50": the ₦ sign, thousands separators, kobo only when any.
 * @param {number} kobo
 */
export function formatNaira(kobo) {
  const whole = Math.trunc(Math.abs(kobo) / 100);
  const rest = Math.abs(kobo) % 100;
  const koboPart = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}₦${String(whole).replace(thousands, ',')}${koboPart}`;
}

/*
 * An account with a bill unpaid past its grace period is restricted (docs/decisions.md, "Grace period"): the
 * API refuses new projects, invitations and seats with this message, and the signed-in app's banner shows it.
 */

/** Days after its due date that an unpaid bill leaves the account unrestricted. */
export const GRACE_PERIOD_DAYS = 7;

export const ACCOUNT_RESTRICTION_TEXTS = {
  /**
   * @param {string} number the invoice's number, "INV-0007"
   * @param {string} amount what is still owed on it, in naira as shown
   * @param {string} dueDate its due date as shown, "8 Nov 2026"
   */
  restricted: (number, amount, dueDate) =>
    `Invoice ${number} (${amount}) was due on ${dueDate} and is still unpaid, so new projects, invitations and seats are paused. Pay it to continue.`,
  /** The banner's link to the invoice's Pay. */
  pay: 'Pay now',
};

/** Seats bought or given up in one go (the Team Seats page's Add Seats): the API refuses more. */
export const MAX_SEATS_AT_ONCE = 100;

/** Any other count of seats: the API's refusal and the Add Seats dialog's check before it asks. */
export const SEAT_COUNT_MESSAGE = `Enter a whole number of seats from 1 to ${MAX_SEATS_AT_ONCE}.`;
