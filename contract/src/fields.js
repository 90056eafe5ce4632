// @ts-check

/*
 * The rules both sides of the wire check: the page before sending, the API again on arrival
 * (the spec's validation rules and constants and limits). Messages are the spec's texts where it gives one.
 */

/** The spec's e-mail shape everywhere: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {string} value */
export const isValidEmail = (value) => EMAIL_PATTERN.test(value);

/** Nigerian mobile numbers as typed after the shown +234: 070, 071, 080, 081, 090 or 091 and 8 digits. */
export const PHONE_PATTERN = /^0(70|71|80|81|90|91)\d{8}$/;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

/** Screens narrower than this may not log in or create an account. */
export const MIN_ACCOUNT_SCREEN_WIDTH = 1024;
