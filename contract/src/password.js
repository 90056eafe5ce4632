// @ts-check

/*
 * One password rule for every way a password is set (sign-up and reset): the reset page's guidance
 * (8 characters or more, an uppercase letter, a number, a special character), enforced by the API and shown
 * by the pages. The upper bound keeps hashing cheap for the server; 128 characters fit any passphrase.
 */

export const PASSWORD_LENGTH = /** @type {const} */ ({ min: 8, max: 128 });

export const PASSWORD_MESSAGES = /** @type {const} */ ({
  tooShort: `Password must be at least ${PASSWORD_LENGTH.min} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_LENGTH.max} characters long.`,
  tooWeak: 'Password must include an uppercase letter, a number and a special character.',
});

/** The rule as guidance, wherever a password is chosen. */
export const PASSWORD_GUIDANCE = `Minimum ${PASSWORD_LENGTH.min} characters with an uppercase letter, a number and a special character.`;

/**
 * The first rule the password breaks, or null when it is acceptable.
 * @param {string} password
 * @returns {string | null}
 */
export function passwordProblem(password) {
  if (password.length < PASSWORD_LENGTH.min) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_LENGTH.max) return PASSWORD_MESSAGES.tooLong;
  if (!/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9\s]/.test(password)) {
    return PASSWORD_MESSAGES.tooWeak;
  }
  return null;
}
