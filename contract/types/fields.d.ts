/** The spec's e-mail shape everywhere: something@something.something, no spaces. */
export const EMAIL_PATTERN: RegExp;
export function isValidEmail(value: string): boolean;
/** Nigerian mobile numbers as typed after the shown +234: 070, 071, 080, 081, 090 or 091 and 8 digits. */
export const PHONE_PATTERN: RegExp;
export const INVALID_PHONE_MESSAGE: "Please enter a valid phone number.";
/** Screens narrower than this may not log in or create an account. */
export const MIN_ACCOUNT_SCREEN_WIDTH: 1024;
