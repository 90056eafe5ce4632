import { formatNaira } from './money.js';

/*
 * The four plans of the spec's constants and limits, priced in naira: the one source of plan facts (the plan cards, the
 * site assistant's answers, billing). Descriptions, the Enterprise features and the button texts are not
 * in the spec; they are ours. The spec's "per month per user" and "unlimited members" are not what the
 * product charges or enforces (a monthly fee per account, seats included then bought), so the cards say
 * what is (docs/decisions.md). An account's plan is its subscription (subscription.ts); `planLimits` are
 * what the plan enforces.
 */

export type PlanId = 'free-starter' | 'startup' | 'growth' | 'enterprise';

export interface Plan {
  id: PlanId;
  title: 'Free Starter' | 'Startup Plan' | 'Growth Plan' | 'Enterprise';
  description: string;
  /** The account's monthly fee in naira; null when it depends on use or is negotiated. */
  price_naira: number | null;
  price_label: '₦0' | 'Pay as you go' | '₦10,000' | 'Custom pricing';
  period: 'per month' | '';
  features: string[];
  buttonText: string;
  highlight: boolean;
}

/** Projects an account may own (null: unlimited) and seats its plan includes before bought ones. */
export const planLimits: Record<PlanId, { projects: number | null; includedSeats: number }> = {
  'free-starter': { projects: 1, includedSeats: 1 },
  startup: { projects: null, includedSeats: 1 },
  growth: { projects: null, includedSeats: 5 },
  enterprise: { projects: null, includedSeats: 5 },
};

/** The plan's own monthly fee in kobo (null: by contact), and its order for upgrades and downgrades. */
export const planPricing: Record<PlanId, { monthlyKobo: number | null; rank: number }> = {
  'free-starter': { monthlyKobo: 0, rank: 0 },
  startup: { monthlyKobo: 0, rank: 1 },
  growth: { monthlyKobo: 1_000_000, rank: 2 },
  enterprise: { monthlyKobo: null, rank: 3 },
};

/** One more seat in kobo: ₦20 a month, or ₦240 a year billed annually (the spec's workspace constants and limits). */
export const seatPriceKobo = { monthly: 2_000, yearly: 24_000 } as const;

/**
 * What a card says of projects and seats, written from the limits and prices above so it cannot promise
 * more than the plan enforces: members take seats, and seats beyond those included are bought.
 */
function limitFeatures(id: PlanId): string[] {
  const { projects, includedSeats } = planLimits[id];
  return [
    projects === null ? 'Unlimited projects' : `${projects} ${projects === 1 ? 'project' : 'projects'}`,
    `${includedSeats} ${includedSeats === 1 ? 'seat' : 'seats'} included`,
    `More seats ${formatNaira(seatPriceKobo.monthly)} a month each (${formatNaira(seatPriceKobo.yearly)} a year billed annually)`,
  ];
}

type PlanTemplate = Omit<Plan, 'buttonText' | 'highlight'>;

const plans: PlanTemplate[] = [
  {
    id: 'free-starter',
    title: 'Free Starter',
    description: 'Try the platform on a first project.',
    price_naira: 0,
    price_label: '₦0',
    period: 'per month',
    features: [...limitFeatures('free-starter'), 'Basic tools'],
  },
  {
    id: 'startup',
    title: 'Startup Plan',
    description: 'Pay only for the work you request.',
    price_naira: null,
    price_label: 'Pay as you go',
    period: '',
    features: limitFeatures('startup'),
  },
  {
    id: 'growth',
    title: 'Growth Plan',
    description: 'For growing teams that run several projects at once.',
    price_naira: (planPricing.growth.monthlyKobo ?? 0) / 100,
    price_label: '₦10,000',
    period: 'per month',
    features: [...limitFeatures('growth'), 'AI setup', 'Payroll', 'Billing', 'White-label'],
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    description: 'Tailored teams, terms and support for large organisations.',
    price_naira: null,
    price_label: 'Custom pricing',
    period: '',
    features: ['Everything in the Growth Plan', 'Custom seat and team setup', 'Dedicated account manager'],
  },
];

export const planTitle = (id: PlanId) => plans.find((plan) => plan.id === id)?.title ?? id;

/** The plan cards as a caller sees them: their own plan highlighted (none for visitors). */
export function planCards(currentPlan: PlanId | null): Plan[] {
  return plans.map((plan) => ({
    ...plan,
    features: [...plan.features],
    highlight: plan.id === currentPlan,
    buttonText: plan.id === currentPlan ? 'Current Plan' : 'Get Started',
  }));
}
