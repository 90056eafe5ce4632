import { useSubmit, useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';
import { goToCheckout } from '../checkout/use-checkout-return';
import type { PlanId } from './plan-change-api';

/**
 * The quote for changing to `plan`, and the change itself: an upgrade goes to the checkout for the prorated
 * charge; a downgrade is recorded for the period end. A refusal (a limit the new plan would break) is the
 * server's message, as the form's error toast.
 */
export function usePlanChange(plan: PlanId, onChanged: (message: string) => void) {
  const api = useTypedApi();
  const quote = useApiQuery('get', '/api/billing/plan-change/', { params: { query: { plan } } });
  // Either way the dialog is left after a success (the checkout, or closed by `onChanged`).
  const { submit, submitting } = useSubmit({ busyAfterSuccess: true });

  const confirm = useCallback(async () => {
    const result = await submit(null, () => api.post('/api/billing/plan-change/', { body: { plan } }));
    if (!result) return;
    if (result.status === 'checkout') goToCheckout(result.payment);
    else onChanged(result.message);
  }, [api, onChanged, plan, submit]);

  return { quote, confirm, submitting };
}
