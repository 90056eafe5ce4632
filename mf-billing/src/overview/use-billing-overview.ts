import { ApiError, usePlatform, useTypedApi, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import type { Payment } from '../checkout/payment';
import { useLoad } from '../common/use-load';
import type { AccountInvoice } from '../invoices/account-invoice';

/**
 * The overview (`GET /api/billing/`), reloaded when the payer returns from a checkout (so is whatever else
 * the page shows, through `onCheckoutReturn`); paying what is due.
 */
export function useBillingOverview(onCheckoutReturn?: () => void) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const overview = useLoad('overview', (signal) => api.get('/api/billing/', { signal }));
  const { reload } = overview;
  useCheckoutReturn(() => {
    reload();
    onCheckoutReturn?.();
  });

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

  return { ...overview, payDue, payInvoice };
}
