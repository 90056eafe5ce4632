/** The simple e-mail shape the spec uses everywhere: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Screens narrower than this may not log in or create an account. */
export const MIN_ACCOUNT_SCREEN_WIDTH = 1024;
