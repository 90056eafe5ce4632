import type { ApiOperation, ApiResult } from '@platform/shared-ui';

type PlanChangeQuery = ApiOperation<'/api/billing/plan-change/', 'get'>['parameters']['query'];

/** A plan one can change to, as the quote and the change name it. */
export type PlanId = NonNullable<PlanChangeQuery>['plan'];

/** `GET /api/billing/plan-change/?plan=`: what changing to `plan` would cost and when it would happen. */
export type PlanChangeQuote = ApiResult<ApiOperation<'/api/billing/plan-change/', 'get'>>;

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
