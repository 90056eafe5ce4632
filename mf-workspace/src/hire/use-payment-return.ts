import { ApiError, usePlatform } from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Back from the checkout with `?reference=`: asks the API to verify the charge (the webhook may have
 * settled it already), says how it went, and drops the reference from the address.
 */
export function usePaymentReturn(onVerified: () => void) {
  const { api, toast } = usePlatform();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || done.current === reference) return;
    done.current = reference;
    api
      .post<{ status: string; failure: string | null }>(
        `/api/payments/${encodeURIComponent(reference)}/verify/`,
      )
      .then((payment) => {
        if (payment.status === 'Paid')
          toast('Payment received. Onboarding has started.', { type: 'success' });
        else toast(payment.failure ?? 'The payment was not completed.', { type: 'error' });
      })
      .catch((error: unknown) => {
        toast(error instanceof ApiError ? error.message : 'The payment could not be checked.', {
          type: 'error',
        });
      })
      .finally(() => {
        setParams({}, { replace: true });
        onVerified();
      });
  }, [api, toast, reference, setParams, onVerified]);
}
