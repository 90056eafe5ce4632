import { FORM_MESSAGES } from '@platform/contract';
import { formProblem, isValidEmail, type FormProblem } from '@platform/shared-ui';

/** The values of a form: text only, as typed. */
export type TextValues<T> = { [K in keyof T]: string };

/** Every value trimmed: the spec trims before checking and before sending. */
export function trimValues<T extends TextValues<T>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values as Record<string, string>).map(([key, value]) => [key, value.trim()]),
  ) as T;
}

export interface CommonRuleTexts {
  required: string;
  email: string;
}

/**
 * The first rule a public form breaks, in the spec's order (honeypot, required fields, e-mail shape),
 * with the fields it is about, or null. The server runs the same rules; checking here first saves a
 * round trip.
 */
export function commonRuleError<T extends TextValues<T> & { honeyPot: string; email: string }>(
  values: T,
  required: readonly (keyof T & string)[],
  texts: CommonRuleTexts = { required: FORM_MESSAGES.allRequired, email: FORM_MESSAGES.invalidEmail },
): FormProblem | null {
  if (values.honeyPot !== '') return formProblem(FORM_MESSAGES.botSuspected);
  const empty = required.filter((field) => values[field] === '');
  if (empty.length > 0) return formProblem(texts.required, ...empty);
  if (!isValidEmail(values.email)) return formProblem(texts.email, 'email');
  return null;
}
