import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@platform/shared-ui/core';
import { failureMessage, FORM_ERROR_TOAST, FORM_SUCCESS_TOAST } from './form-toast';
import type { FormProblem } from './form-problem';
import { useFieldErrors } from './use-field-errors';

export interface SubmitOptions {
  /** Toast the answer's `message` when the call succeeds. */
  successToast?: boolean;
  /** The form's text for a call that never reached the server (the client's own otherwise). */
  networkFailure?: string;
  /** The page moves on after a success, so the button stays busy instead of offering a second send. */
  busyAfterSuccess?: boolean;
}

/**
 * The one submit flow of the forms: one send at a time (a second submit while one is in flight is
 * ignored); a broken rule of the form is shown at its fields and as the form's error toast, and nothing is
 * sent; a refused call shows the server's `errors` at the fields and its message as the error toast; the
 * busy state lasts while the call does. Give `fieldErrors.form` to the `<form>` (and its `errors` to
 * `FieldErrorsContext` or `errorFor` to the fields). `submit` keeps its identity, so effects may call it.
 */
export function useSubmit(options: SubmitOptions = {}) {
  const { toast } = usePlatform();
  const fieldErrors = useFieldErrors();
  const { showProblem, showFailure, clear } = fieldErrors;
  const [submitting, setSubmitting] = useState(false);
  // A ref rather than state, so two submits in the same tick still send once.
  const inFlight = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  /** Sends unless `problem` is set; resolves to the answer, or undefined when nothing was sent or it failed. */
  const submit = useCallback(
    async <R>(problem: FormProblem | null, send: () => Promise<R>): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      const { successToast, networkFailure, busyAfterSuccess } = latest.current;
      if (problem) {
        showProblem(problem);
        toast(problem.message, FORM_ERROR_TOAST);
        return undefined;
      }
      clear();
      inFlight.current = true;
      setSubmitting(true);
      const release = () => {
        inFlight.current = false;
        setSubmitting(false);
      };
      try {
        const answer = await send();
        const message = successToast ? messageOf(answer) : '';
        if (message) toast(message, FORM_SUCCESS_TOAST);
        if (!busyAfterSuccess) release();
        return answer;
      } catch (error) {
        showFailure(error);
        toast(failureMessage(error, { networkFailure }), FORM_ERROR_TOAST);
        release();
        return undefined;
      }
    },
    [toast, showProblem, showFailure, clear],
  );

  return { submitting, submit, fieldErrors };
}

function messageOf(answer: unknown): string {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
