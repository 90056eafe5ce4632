import { createContext, useContext } from 'react';
import type { FieldErrors } from './form-problem';

/**
 * The errors of the form around a control, so a named `Input`, `TextArea`, `Select` or `Checkbox` shows its
 * own without each page passing `error` to each field (an explicit `error` wins).
 */
export const FieldErrorsContext = createContext<FieldErrors>({});

export function useFieldError(name: string | undefined, explicit: string | undefined): string | undefined {
  const errors = useContext(FieldErrorsContext);
  return explicit ?? (name ? errors[name] : undefined);
}
