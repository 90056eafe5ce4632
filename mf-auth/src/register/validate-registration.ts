import { isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/shared-ui';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
  honeypot: string;
  screenWidth: number;
}

/** Whether every field holds more than spaces and the terms box is ticked (the button's rule). */
export const registrationFilled = (input: Omit<RegistrationInput, 'screenWidth' | 'honeypot'>) =>
  [input.firstName, input.lastName, input.email, input.password, input.confirmPassword].every(
    (value) => value.trim() !== '',
  ) && input.agreed;

/** The first failing check of spec part 1 §5 "Register", in its order, or null when it may be sent. */
export function registrationError(input: RegistrationInput): string | null {
  if (input.screenWidth < MIN_ACCOUNT_SCREEN_WIDTH) {
    return 'Account creation is only allowed on larger screen devices.';
  }
  if (input.honeypot.trim() !== '') return 'Bad Request.';
  const fields = [input.firstName, input.lastName, input.email, input.password, input.confirmPassword];
  if (fields.some((value) => value.trim() === '')) return 'All fields are required.';
  if (input.password.trim() !== input.confirmPassword.trim()) return 'Passwords do not match.';
  if (!input.agreed) return 'You must agree to the terms of service.';
  if (!isValidEmail(input.email.trim())) return 'Please enter a valid email address.';
  return null;
}
