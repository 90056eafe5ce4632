import { usePlatform } from '@platform/shared-ui';
import type { ToastOptions } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * A form's submit: one call at a time (a second submit while one is in flight is ignored), the server's
 * message as a toast either way, and `done` with the answer on success.
 */
export function useFormSend<T extends { message: string }>(
  send: () => Promise<T>,
  done: (answer: T) => void,
  position?: ToastOptions['position'],
) {
  const { toast } = usePlatform();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const answer = await send();
      toast(answer.message, { type: 'success', position });
      done(answer);
    } catch (error) {
      toast((error as Error).message, { type: 'error', position });
    } finally {
      setSending(false);
    }
  };
  return { sending, submit };
}
