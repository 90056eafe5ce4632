import { ApiError, usePlatform } from '@platform/shared-ui';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import type { Payment } from '../checkout/payment';
import { useLoad } from '../common/use-load';
import type { AccountInvoice } from '../invoices/account-invoice';
import type { BillingOverview } from './overview-api';

/** The overview (`GET /api/billing/`), reloaded when the payer returns from a checkout; paying what is due. */
export function useBillingOverview() {
  const { api, toast } = usePlatform();
  const overview = useLoad('overview', (signal) => api.get<BillingOverview>('/api/billing/', { signal }));
  const { reload } = overview;
  useCheckoutReturn(reload);

  const pay = useCallback(
    async (start: () => Promise<Payment>) => {
      try {
        goToCheckout(await start());
      } catch (error) {
        toast(error instanceof ApiError ? error.message : 'Failed to start the payment.', { type: 'error' });
      }
    },
    [toast],
  );

  /** Process Payment: every pending invoice in one charge. */
  const payDue = useCallback(() => pay(() => api.post<Payment>('/api/billing/pay-due/')), [api, pay]);
  const payInvoice = useCallback(
    (invoice: AccountInvoice) =>
      pay(() => api.post<Payment>(`/api/billing/invoices/${encodeURIComponent(invoice.id)}/pay/`)),
    [api, pay],
  );

  return { ...overview, payDue, payInvoice };
}
