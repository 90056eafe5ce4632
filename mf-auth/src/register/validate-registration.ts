import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@platform/contract';
import { formProblem, isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH, type FormProblem } from '@platform/shared-ui';

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
 * The first failing check of the spec's validation rules "Register", in its order, or null when it may be sent.
 * Fields are named as the API names them (`fname`, `pwd`, `confirmPwd`, `tos`...).
 */
export function registrationError(input: RegistrationInput): FormProblem | null {
  if (input.screenWidth < MIN_ACCOUNT_SCREEN_WIDTH) return formProblem(ACCOUNT_MESSAGES.registerNarrowScreen);
  if (input.honeypot.trim() !== '') return formProblem(FORM_MESSAGES.botSuspected);
  const empty = Object.entries(textFields(input))
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field);
  if (empty.length > 0) return formProblem(FORM_MESSAGES.allRequired, ...empty);
  if (input.password.trim() !== input.confirmPassword.trim()) {
    return formProblem(ACCOUNT_MESSAGES.passwordsDiffer, 'confirmPwd');
  }
  if (!input.agreed) return formProblem(ACCOUNT_MESSAGES.termsRequired, 'tos');
  if (!isValidEmail(input.email.trim())) return formProblem(FORM_MESSAGES.invalidEmail, 'email');
  return null;
}
