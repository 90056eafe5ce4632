import {
  ApiError,
  FORM_ERROR_TOAST,
  usePlatform,
  useTypedApi,
  type ApiOperation,
  type ApiResult,
} from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';
import { goToCheckout } from '../checkout/use-checkout-return';

/** One invoiced part of a signed contract, due and not yet paid (`GET /api/contracts/due-payments/`). */
export type DueContractPayment = ApiResult<
  ApiOperation<'/api/contracts/due-payments/', 'get'>
>['payments'][number];

/**
 * The contract payments the caller may pay across their projects, and Pay now: the part's invoice is paid
 * (the same checkout as the contract page's, one balance), coming back to /billing, which verifies it.
 */
export function useDueContractPayments() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const due = useApiQuery('get', '/api/contracts/due-payments/');

  const payNow = useCallback(
    async (payment: DueContractPayment) => {
      try {
        const started = await api.post('/api/billing/invoices/{invoice_id}/pay/', {
          path: { invoice_id: payment.invoice_id },
        });
        goToCheckout(started);
      } catch (error) {
        toast(error instanceof ApiError ? error.message : 'Failed to start the payment.', FORM_ERROR_TOAST);
      }
    },
    [api, toast],
  );

  return { due, payNow };
}
