// TODO(billing-ui): from ApiSchemas once `GET /api/billing/` is on main.
import type { AccountInvoice } from '../invoices/account-invoice';

/** `GET /api/billing/`: the account's subscription, seats, team payments and recent invoices. */
export interface BillingOverview {
  plan: { id: 'free-starter' | 'startup' | 'growth' | 'enterprise'; title: string };
  /** A downgrade chosen, taking effect at `next_billing_date`. */
  plan_at_period_end: { id: string; title: string } | null;
  next_billing_date: string;
  monthly_price_kobo: number;
  seats: {
    included: number;
    occupied: number;
    available: number;
    by_type: { full_time: number; freelance: number; client: number };
  };
  team_payments: {
    total_payroll_kobo: number;
    outstanding_kobo: number;
    upcoming_kobo: number;
    count: number;
  };
  /** What the pending invoices add up to: Process Payment pays it. */
  amount_due_kobo: number;
  recent_invoices: AccountInvoice[];
}

export const OVERVIEW_TEXTS = {
  title: 'Billing & Subscription',
  subtitle: 'Your plan, seats, team payments and invoices, in naira.',
  nothingDue: 'Nothing is due right now.',
  allSeatsUsed: (count: number) => `All ${count} seats are used.`,
  seatsLeft: (available: number) => `${available} ${available === 1 ? 'seat' : 'seats'} available.`,
} as const;
