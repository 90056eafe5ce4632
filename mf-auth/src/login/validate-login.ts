import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@platform/contract';
import { isValidEmail, MIN_ACCOUNT_SCREEN_WIDTH } from '@platform/shared-ui/core';
import { formProblem, type FormProblem } from '@platform/shared-ui/forms';

export interface LoginInput {
  email: string;
  password: string;
  /** Hidden field that people never fill; bots do. */
  honeypot: string;
  screenWidth: number;
}

/**
 * The first failing check of the spec's validation rules "Login", in its order, or null when the form may be sent.
 * Fields are named as the API names them (`email`, `pwd`).
 */
export function loginError({ email, password, honeypot, screenWidth }: LoginInput): FormProblem | null {
  if (screenWidth < MIN_ACCOUNT_SCREEN_WIDTH) return formProblem(ACCOUNT_MESSAGES.loginNarrowScreen);
  if (honeypot.trim() !== '') return formProblem(FORM_MESSAGES.botSuspected);
  const empty = Object.entries({ email, pwd: password })
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => field);
  if (empty.length > 0) return formProblem(FORM_MESSAGES.allRequired, ...empty);
  if (!isValidEmail(email.trim())) return formProblem(FORM_MESSAGES.invalidEmail, 'email');
  return null;
}
