/** One message per field, keyed like the API's `errors` (the request body's field names). */
export type FieldErrors = Readonly<Record<string, string>>;

/** A broken form rule: the spec's text (shown as the form's toast) and the fields it is about. */
export interface FormProblem {
  message: string;
  /** Marked with the message under them; none for rules about the form as a whole (e.g. the honeypot). */
  fields: readonly string[];
}

export function formProblem(message: string, ...fields: string[]): FormProblem {
  return { message, fields };
}

/** The problem as field errors: its message under each of its fields. */
export function problemErrors({ message, fields }: FormProblem): FieldErrors {
  return Object.fromEntries(fields.map((field) => [field, message]));
}
