import { usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import { failureMessage, formError } from './form-feedback';

/**
 * The submit flow every accounts form shares: once at a time; a failed check or a refused call is shown
 * as a form toast (the server's message, or "An error occurred"), and the form can be sent again. On
 * success the page moves on, so the button stays busy.
 */
export function useFormSubmission() {
  const { toast } = usePlatform();
  const [submitting, setSubmitting] = useState(false);

  async function submit(problem: string | null, send: () => Promise<void>): Promise<void> {
    if (submitting) return;
    if (problem) {
      toast(problem, formError);
      return;
    }
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      toast(failureMessage(error), formError);
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
