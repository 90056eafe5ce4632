import { ApiError, usePlatform, useTypedApi, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import type { Payment } from '../checkout/payment';
import type { AccountInvoice } from '../invoices/account-invoice';

/**
 * The overview (`GET /api/billing/`), asked again with the contract payments due when the payer returns from
 * a checkout; paying what is due.
 */
export function useBillingOverview() {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const overview = useApiQuery('get', '/api/billing/');
  useCheckoutReturn(() => void invalidateApi(['/api/billing/', '/api/contracts/due-payments/']));

  const pay = useCallback(
    async (start: () => Promise<Payment>) => {
      try {
        goToCheckout(await start());
      } catch (error) {
        toast(error instanceof ApiError ? error.message : 'Failed to start the payment.', FORM_ERROR_TOAST);
      }
    },
    [toast],
  );

  /** Process Payment: every pending invoice in one charge. */
  const payDue = useCallback(() => pay(() => api.post('/api/billing/pay-due/')), [api, pay]);
  const payInvoice = useCallback(
    (invoice: AccountInvoice) =>
      pay(() => api.post('/api/billing/invoices/{invoice_id}/pay/', { path: { invoice_id: invoice.id } })),
    [api, pay],
  );

  return { overview, payDue, payInvoice };
}
