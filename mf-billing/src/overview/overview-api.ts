import { NOTHING_DUE_MESSAGE } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/** `GET /api/billing/`: the account's subscription, seats, team payments and recent invoices. */
export type BillingOverview = ApiResult<ApiOperation<'/api/billing/', 'get'>>;

export const OVERVIEW_TEXTS = {
  title: 'Billing & Subscription',
  subtitle: 'Your plan, seats, team payments and invoices, in naira.',
  nothingDue: NOTHING_DUE_MESSAGE,
  allSeatsUsed: (count: number) => `All ${count} seats are used.`,
  seatsLeft: (available: number) => `${available} ${available === 1 ? 'seat' : 'seats'} available.`,
  amountDue: 'Amount due',
  planDue: 'Plan and seats',
  contractsDue: 'Contracts',
  totalDue: 'Total due',
  contractInvoices: (count: number, day: string) =>
    `${count} ${count === 1 ? 'invoice' : 'invoices'}, the next due ${day}`,
} as const;
