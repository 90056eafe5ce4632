import { isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/shared-ui';

export interface LoginInput {
  email: string;
  password: string;
  /** Hidden field that people never fill; bots do. */
  honeypot: string;
  screenWidth: number;
}

/** The first failing check of spec part 1 §5 "Login", in its order, or null when the form may be sent. */
export function loginError({ email, password, honeypot, screenWidth }: LoginInput): string | null {
  if (screenWidth < MIN_ACCOUNT_SCREEN_WIDTH) return 'Login is only allowed on larger screen devices.';
  if (honeypot.trim() !== '') return 'Bad Request.';
  if (email.trim() === '' || password.trim() === '') return 'All fields are required.';
  if (!isValidEmail(email.trim())) return 'Please enter a valid email address.';
  return null;
}
