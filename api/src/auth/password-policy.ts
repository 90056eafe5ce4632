/*
 * One password rule for every way a password is set (sign-up and reset): the reset page's guidance
 * (8 characters or more, an uppercase letter, a number, a special character), enforced here rather than
 * only shown. The upper bound keeps hashing cheap for the server; 128 characters fit any passphrase.
 */

export const passwordLength = { min: 8, max: 128 } as const;

export const passwordMessages = {
  tooShort: `Password must be at least ${passwordLength.min} characters long.`,
  tooLong: `Password must be at most ${passwordLength.max} characters long.`,
  tooWeak: 'Password must include an uppercase letter, a number and a special character.',
} as const;

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordLength.min) return passwordMessages.tooShort;
  if (password.length > passwordLength.max) return passwordMessages.tooLong;
  if (!/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9\s]/.test(password)) {
    return passwordMessages.tooWeak;
  }
  return null;
}
