import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule<'mf_billing'>['version'] = __REMOTE_VERSION__;

/** The billing pages by the keys of the shell's route table. */
export const pages: RemotePagesModule<'mf_billing'>['pages'] = {
  billingOverview: lazy(() => import('./overview/billing-overview-page')),
  plans: lazy(() => import('./plans/plans-page')),
  teamPayments: lazy(() => import('./team-payments/team-payments-page')),
  teamPaymentDetails: lazy(() => import('./team-payments/team-payment-details-page')),
  invoiceDetails: lazy(() => import('./team-payments/invoice-details-page')),
  teamSeats: lazy(() => import('./team-seats/team-seats-page')),
};
