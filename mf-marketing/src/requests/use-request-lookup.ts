import { REQUEST_LOOKUP_MESSAGES } from '@platform/contract';
import { usePlatform, useTypedApi, type RequestCard } from '@platform/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { commonRuleError } from '../forms/form-rules';
import { usePublicForm } from '../forms/use-public-form';

/** The requests search has texts of its own (the spec's validation rules). */

export type LookupResult = { email: string; requests: RequestCard[] } | null;

/**
 * Looking up requests by e-mail (`POST /api/view-requests/`). `clear()` drops the result, and an answer
 * to a search made before it is ignored, so editing the e-mail never brings old results back.
 */
export function useRequestLookup(onFound: (email: string) => void) {
  const api = useTypedApi();
  const { auth } = usePlatform();
  const [result, setResult] = useState<LookupResult>(null);
  const generation = useRef(0);

  const { submitting, submit, fieldErrors } = usePublicForm({
    check: (values: { email: string; honeyPot: string }) =>
      commonRuleError(values, ['email'], REQUEST_LOOKUP_MESSAGES),
    send: async (values) => {
      const asked = generation.current;
      // Signed in, the bearer token shows one's own requests unmasked; visitors see names and phones masked.
      const answer = await api.post('/api/view-requests/', {
        body: values,
        auth: auth.getToken() ? 'user' : 'form',
      });
      return { asked, answer };
    },
    onSuccess: ({ asked, answer }) => {
      if (asked !== generation.current) return;
      setResult({ email: answer.email, requests: answer.requests });
      onFound(answer.email);
    },
  });

  const clear = useCallback(() => {
    generation.current += 1;
    setResult(null);
  }, []);

  return { result, searching: submitting, search: submit, clear, fieldErrors };
}
