/**
 * `1000000` → "₦10,000"; `1000050` → "₦10,000.50": the ₦ sign, thousands separators, kobo only when any.
 * @param {number} kobo
 */
export function formatNaira(kobo: number): string;
/** Days after its due date that an unpaid bill leaves the account unrestricted. */
export const GRACE_PERIOD_DAYS: 7;
export namespace ACCOUNT_RESTRICTION_TEXTS {
    function restricted(number: string, amount: string, dueDate: string): string;
    let pay: string;
}
/** Seats bought or given up in one go (the Team Seats page's Add Seats): the API refuses more. */
export const MAX_SEATS_AT_ONCE: 100;
/** Any other count of seats: the API's refusal and the Add Seats dialog's check before it asks. */
export const SEAT_COUNT_MESSAGE: "Enter a whole number of seats from 1 to 100.";
