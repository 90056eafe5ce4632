import { formProblem, isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH, type FormProblem } from '@platform/shared-ui';

export const REGISTER_NARROW_SCREEN = 'Account creation is only allowed on larger screen devices.';

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

/** The text fields by the names the API gives them. */
const textFields = (input: Omit<RegistrationInput, 'screenWidth' | 'honeypot'>) => ({
  fname: input.firstName,
  lname: input.lastName,
  email: input.email,
  pwd: input.password,
  confirmPwd: input.confirmPassword,
});

/** Whether every field holds more than spaces and the terms box is ticked (the button's rule). */
export const registrationFilled = (input: Omit<RegistrationInput, 'screenWidth' | 'honeypot'>) =>
  Object.values(textFields(input)).every((value) => value.trim() !== '') && input.agreed;

/**
 * The first failing check of spec part 1 §5 "Register", in its order, or null when it may be sent.
 * Fields are named as the API names them (`fname`, `pwd`, `confirmPwd`, `tos`...).
 */
export function registrationError(input: RegistrationInput): FormProblem | null {
  if (input.screenWidth < MIN_ACCOUNT_SCREEN_WIDTH) return formProblem(REGISTER_NARROW_SCREEN);
  if (input.honeypot.trim() !== '') return formProblem('Bad Request.');
  const empty = Object.entries(textFields(input))
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field);
  if (empty.length > 0) return formProblem('All fields are required.', ...empty);
  if (input.password.trim() !== input.confirmPassword.trim()) {
    return formProblem('Passwords do not match.', 'confirmPwd');
  }
  if (!input.agreed) return formProblem('You must agree to the terms of service.', 'tos');
  if (!isValidEmail(input.email.trim())) return formProblem('Please enter a valid email address.', 'email');
  return null;
}
