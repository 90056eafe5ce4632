// Component tests of the billing pages: the platform with a scripted API, the page at its route, and the
// checkout the pages would leave for, recorded instead of followed.
import { renderPage, type FetchScript, type TestPlatform } from '@platform/shared-ui/testing';
import type { ReactElement } from 'react';
import { checkoutNavigation } from './checkout/use-checkout-return';

export interface BillingTest {
  platform: TestPlatform;
  /** Checkout addresses the page sent the payer to. */
  checkouts: string[];
}

/** `renderPage` for a billing page on route `path`, entered at `at` (which may carry `?reference=`) from the overview, signed in. */
export function renderBillingPage(
  page: ReactElement,
  script: FetchScript,
  path: string,
  at = path,
): BillingTest {
  const checkouts: string[] = [];
  checkoutNavigation.assign = (url) => void checkouts.push(url);
  const { platform } = renderPage(page, { path, url: at, history: ['/billing'], script, token: 'token-1' });
  return { platform, checkouts };
}

/** A pending payment attempt, as the API answers when a charge starts. */
export const startedPayment = (reference: string, amountKobo: number) => ({
  reference,
  purpose: 'invoice',
  invoice_id: null,
  amount_kobo: amountKobo,
  currency: 'NGN' as const,
  status: 'Pending' as const,
  checkout_url: `http://localhost/test-checkout/${reference}`,
  failure: null,
  paid_at: null,
  created_at: '2026-11-23T12:00:00.000Z',
});
