import { NOTHING_DUE_MESSAGE } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/** `GET /api/billing/`: the account's subscription, seats, team payments and recent invoices. */
export type BillingOverview = ApiResult<ApiOperation<'/api/billing/', 'get'>>;

export const OVERVIEW_TEXTS = {
  title: 'Billing & Subscription',
  subtitle: 'Your plan, seats, team payments and invoices, in naira.',
  nothingDue: NOTHING_DUE_MESSAGE,
  /** Seats are for the members an owner invites: the owner takes none (docs/decisions.md, "Billing: plans, seats and limits"). */
  seatsFact: 'Member seats',
  allSeatsUsed: (count: number) => `All ${count} seats are used.`,
  seatsLeft: (available: number) =>
    `${available} free ${available === 1 ? 'seat' : 'seats'} for members you invite.`,
  ownerTakesNoSeat: 'You, the account owner, take no seat.',
  amountDue: 'Amount due',
  planDue: 'Plan and seats',
  contractsDue: 'Contracts',
  totalDue: 'Total due',
  contractInvoices: (count: number, day: string) =>
    `${count} ${count === 1 ? 'invoice' : 'invoices'}, the next due ${day}`,
} as const;
