import { useSubmit, type FormProblem } from '@platform/shared-ui';
import { useCallback, useEffect, useRef } from 'react';
import { trimValues, type TextValues } from './form-rules';

export interface PublicFormOptions<T, R> {
  /** The first broken rule, or null when the form may be sent; gets the trimmed values, like `send`. */
  check: (values: T) => FormProblem | null;
  send: (values: T) => Promise<R>;
  onSuccess: (result: R, values: T) => void;
  /** Toast for a call that never reached the server; the client's default text otherwise. */
  networkFailure?: string;
}

/**
 * Sending one of the public forms: the shared submit flow (`useSubmit`) on the trimmed values, so the
 * rules, the call and `onSuccess` all see what is sent. Give `fieldErrors` to `PublicForm`. `submit`
 * keeps its identity, so effects may call it.
 */
export function usePublicForm<T extends TextValues<T>, R>(options: PublicFormOptions<T, R>) {
  const { submitting, submit: send, fieldErrors } = useSubmit({ networkFailure: options.networkFailure });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const submit = useCallback(
    async (typed: T): Promise<void> => {
      const { check, send: call, onSuccess } = latest.current;
      const values = trimValues(typed);
      const sent = await send(check(values), async () => ({ result: await call(values) }));
      if (sent) onSuccess(sent.result, values);
    },
    [send],
  );

  return { submitting, submit, fieldErrors };
}
