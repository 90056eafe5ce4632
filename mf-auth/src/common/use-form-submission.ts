import { useFieldErrors, usePlatform, type FormProblem } from '@platform/shared-ui';
import { useState } from 'react';
import { failureMessage, formError } from './form-feedback';

/**
 * The submit flow every accounts form shares: once at a time; a failed check or a refused call is shown
 * as a form toast (the server's message, or "An error occurred") and at the fields it is about (our
 * rule's fields, or the API's `errors`), with focus on the first of them; the form can be sent again. On
 * success the page moves on, so the button stays busy.
 */
export function useFormSubmission() {
  const { toast } = usePlatform();
  const fieldErrors = useFieldErrors();
  const [submitting, setSubmitting] = useState(false);

  async function submit(problem: FormProblem | null, send: () => Promise<void>): Promise<void> {
    if (submitting) return;
    if (problem) {
      fieldErrors.showProblem(problem);
      toast(problem.message, formError);
      return;
    }
    fieldErrors.clear();
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      fieldErrors.showFailure(error);
      toast(failureMessage(error), formError);
      setSubmitting(false);
    }
  }

  return { submitting, submit, form: fieldErrors.form, errorFor: fieldErrors.errorFor };
}
