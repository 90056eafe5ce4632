import { ApiError, useTypedApi } from '@platform/shared-ui';
import { useCallback, useState } from 'react';
import { goToCheckout } from '../checkout/use-checkout-return';
import { useLoad } from '../common/use-load';
import { PLAN_TEXTS, type PlanId } from './plan-change-api';

/**
 * The quote for changing to `plan`, and the change itself: an upgrade goes to the checkout for the prorated
 * charge; a downgrade is recorded for the period end. A refusal (a limit the new plan would break) is the
 * server's message, shown in the dialog.
 */
export function usePlanChange(plan: PlanId, onChanged: (message: string) => void) {
  const api = useTypedApi();
  const quote = useLoad(`quote ${plan}`, (signal) =>
    api.get('/api/billing/plan-change/', {
      query: { plan },
      signal,
      fallbackMessage: PLAN_TEXTS.quoteFailed,
    }),
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = useCallback(async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await api.post('/api/billing/plan-change/', { body: { plan } });
      if (result.status === 'checkout') return goToCheckout(result.payment);
      onChanged(result.message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : PLAN_TEXTS.quoteFailed);
    }
    setSubmitting(false);
  }, [api, onChanged, plan]);

  return { quote, confirm, submitting, error };
}
