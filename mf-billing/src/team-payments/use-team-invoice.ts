import { ApiError, usePlatform, useTypedApi, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';
import { goToCheckout, useCheckoutReturn } from '../checkout/use-checkout-return';
import { TEAM_PAYMENT_TEXTS, type PaymentType } from './team-payments-api';

/** A team invoice (`GET /api/billing/team-payments/invoices/{id}/`) and paying it through the checkout. */
export function useTeamInvoice(id: string) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const params = { path: { team_invoice_id: id } };
  const invoice = useApiQuery('get', '/api/billing/team-payments/invoices/{team_invoice_id}/', { params });
  useCheckoutReturn(
    () => void invalidateApi(['/api/billing/team-payments/invoices/{team_invoice_id}/'], params),
  );

  /** Resolves with the server's field errors when it refuses (the modal shows them). */
  const pay = useCallback(
    async (type: PaymentType, amountKobo: number): Promise<Record<string, string> | undefined> => {
      try {
        goToCheckout(
          await api.post('/api/billing/team-payments/invoices/{team_invoice_id}/pay/', {
            path: { team_invoice_id: id },
            body: { payment_type: type, amount_kobo: amountKobo },
          }),
        );
        return undefined;
      } catch (error) {
        const message = error instanceof ApiError ? error.message : TEAM_PAYMENT_TEXTS.startFailed;
        toast(message, FORM_ERROR_TOAST);
        return error instanceof ApiError && Object.keys(error.errors).length > 0
          ? error.errors
          : { amount: message };
      }
    },
    [api, id, toast],
  );

  return { invoice, pay };
}
