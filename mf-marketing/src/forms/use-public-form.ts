import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  useFieldErrors,
  usePlatform,
  type FormProblem,
} from '@platform/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trimValues, type TextValues } from './form-rules';

/** Toasts of the forms sit at the bottom right (spec part 1 §8). */
export const formToast = { position: 'bottom-right' } as const;

export interface PublicFormOptions<T, R> {
  /** The first broken rule, or null when the form may be sent; gets the trimmed values, like `send`. */
  check: (values: T) => FormProblem | null;
  send: (values: T) => Promise<R>;
  onSuccess: (result: R, values: T) => void;
  /** Toast for a call that never reached the server; the client's default text otherwise. */
  networkFailure?: string;
}

/**
 * Sending one of the public forms: checks first, then the call, with the submitting state that disables
 * the button. Every failure is a toast at the bottom right (spec part 1 §8): the broken rule, the
 * server's message, the form's network text, or "An error occurred"; the broken rule's fields or the
 * server's `errors` are also shown at the fields (give `fieldErrors` to `PublicForm`). `submit` keeps
 * its identity, so effects may call it.
 */
export function usePublicForm<T extends TextValues<T>, R>(options: PublicFormOptions<T, R>) {
  const { toast } = usePlatform();
  const fieldErrors = useFieldErrors();
  const { showProblem, showFailure, clear } = fieldErrors;
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const submit = useCallback(
    async (typed: T): Promise<void> => {
      const { check, send, onSuccess, networkFailure } = latest.current;
      const values = trimValues(typed);
      const broken = check(values);
      if (broken) {
        showProblem(broken);
        toast(broken.message, { ...formToast, type: 'error' });
        return;
      }
      clear();
      setSubmitting(true);
      try {
        const result = await send(values);
        onSuccess(result, values);
      } catch (error) {
        const message =
          error instanceof ApiError
            ? error.isNetworkError && networkFailure
              ? networkFailure
              : error.message
            : DEFAULT_ERROR_MESSAGE;
        showFailure(error);
        toast(message, { ...formToast, type: 'error' });
      } finally {
        setSubmitting(false);
      }
    },
    [toast, showProblem, showFailure, clear],
  );

  return { submitting, submit, fieldErrors };
}
