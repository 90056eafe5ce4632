import {
  ApiError,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  FORM_TOAST,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHECKOUT_TEXTS } from './checkout-texts';
import type { Payment } from './payment';

/**
 * Back from the provider's checkout (`?reference=` in the address, as Paystack returns): asks the API how
 * the payment ended, tells the payer, drops the reference from the address and calls `onSettled` so the
 * page shows what the payment changed. Nothing is shown as paid before the server verified the charge.
 */
export function useCheckoutReturn(onSettled: (payment: Payment) => void) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const location = useLocation();
  const navigate = useNavigate();
  const reference = new URLSearchParams(location.search).get('reference');
  const onSettledRef = useRef(onSettled);
  // Strict mode runs effects twice; the reference is verified (and announced) once.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    onSettledRef.current = onSettled;
  }, [onSettled]);

  useEffect(() => {
    if (!reference || handled.current === reference) return;
    handled.current = reference;
    navigate({ pathname: location.pathname }, { replace: true });
    api
      .post('/api/payments/{reference}/verify/', { path: { reference } })
      .then((payment) => {
        if (payment.status === 'Paid') toast(CHECKOUT_TEXTS.paid, FORM_SUCCESS_TOAST);
        else if (payment.status === 'Pending') toast(CHECKOUT_TEXTS.pending, { ...FORM_TOAST, type: 'info' });
        else if (payment.status === 'Abandoned')
          toast(CHECKOUT_TEXTS.abandoned, { ...FORM_TOAST, type: 'warning' });
        else toast(payment.failure ?? CHECKOUT_TEXTS.failedFallback, FORM_ERROR_TOAST);
        onSettledRef.current(payment);
      })
      .catch((error: unknown) =>
        toast(error instanceof ApiError ? error.message : CHECKOUT_TEXTS.verifyFailed, FORM_ERROR_TOAST),
      );
    // Once per reference: the address loses it at once.
  }, [reference]);
}

/**
 * Back from a checkout the API could not place (`?checkout=unknown`, api/src/billing/payments/payment-return.ts):
 * says so once and drops the mark from the address.
 */
export function useUnknownReturnNotice() {
  const { toast } = usePlatform();
  const location = useLocation();
  const navigate = useNavigate();
  const unknown = new URLSearchParams(location.search).get('checkout') === 'unknown';
  useEffect(() => {
    if (!unknown) return;
    navigate({ pathname: location.pathname }, { replace: true });
    toast(CHECKOUT_TEXTS.unknownReturn, { ...FORM_TOAST, type: 'info' });
  }, [unknown]);
}

/** How the page leaves for the checkout; tests put a recorder in its place (jsdom cannot navigate). */
export const checkoutNavigation = { assign: (url: string) => window.location.assign(url) };

/** Sends the payer to the provider's checkout page for this attempt (Paystack's, or the embedded test one). */
export function goToCheckout(payment: Pick<Payment, 'checkout_url'>): void {
  checkoutNavigation.assign(payment.checkout_url);
}
