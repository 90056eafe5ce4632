// TODO(billing-ui): from ApiSchemas once the plan change routes are on main.
import type { Payment } from '../checkout/payment';

export type PlanId = 'free-starter' | 'startup' | 'growth' | 'enterprise';

/** `GET /api/billing/plan-change/?plan=`: what changing to `plan` would cost and when it would happen. */
export interface PlanChangeQuote {
  plan: { id: PlanId; title: string };
  /** An upgrade happens now with a prorated charge; a downgrade at the period end. */
  effective: 'now' | 'period_end';
  effective_at: string;
  /** What is left of this period at the new price, less what is left of the old one. */
  prorated_kobo: number;
  vat_kobo: number;
  total_kobo: number;
}

/** `POST /api/billing/plan-change/`: a charge to pay at the checkout, or a change recorded for later. */
export type PlanChangeResult =
  | { status: 'checkout'; payment: Payment }
  | { status: 'scheduled'; message: string; effective_at: string }
  | { status: 'changed'; message: string };

export const PLAN_TEXTS = {
  title: (plan: string) => `Change to ${plan}`,
  upgradeNow: 'The change takes effect as soon as the payment goes through.',
  downgradeLater: (date: string) => `You keep your current plan until ${date}; the change takes effect then.`,
  prorated: 'Prorated charge for the rest of this period',
  vat: 'VAT (7.5%)',
  total: 'Total due now',
  noCharge: 'Nothing to pay now.',
  payAndChange: 'Continue to Payment',
  confirm: 'Confirm Change',
  quoteFailed: 'Failed to work out the price of the change.',
} as const;
