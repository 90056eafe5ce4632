import {
  failureMessage,
  usePlatform,
  useTypedApi,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Back from the checkout with `?reference=`: asks the API to verify the charge (the webhook may have
 * settled it already), says how it went, and drops the reference from the address.
 */
export function usePaymentReturn(onVerified: () => void) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || done.current === reference) return;
    done.current = reference;
    api
      .post('/api/payments/{reference}/verify/', { path: { reference } })
      .then((payment) => {
        if (payment.status === 'Paid') toast('Payment received. Onboarding has started.', FORM_SUCCESS_TOAST);
        else toast(payment.failure ?? 'The payment was not completed.', FORM_ERROR_TOAST);
      })
      .catch((error: unknown) => {
        toast(failureMessage(error, { fallback: 'The payment could not be checked.' }), FORM_ERROR_TOAST);
      })
      .finally(() => {
        setParams({}, { replace: true });
        onVerified();
      });
  }, [api, toast, reference, setParams, onVerified]);
}
