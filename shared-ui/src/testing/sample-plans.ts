import type { PlansResponse } from '../http/types';

/** The four plans of the spec, as `GET /api/plans/` answers a visitor. */
export const SAMPLE_PLANS: PlansResponse = {
  current_plan: null,
  plans: [
    {
      id: 'free-starter',
      title: 'Free Starter',
      description: 'For trying the platform.',
      price_naira: 0,
      price_label: '₦0',
      period: 'per month',
      features: [
        '1 project',
        '1 seat included',
        'More seats ₦20 a month each (₦240 a year billed annually)',
        'Basic tools',
      ],
      buttonText: 'Get Started',
      highlight: false,
    },
    {
      id: 'startup',
      title: 'Startup Plan',
      description: 'Pay as you go.',
      price_naira: null,
      price_label: 'Pay as you go',
      period: '',
      features: [
        'Unlimited projects',
        '1 seat included',
        'More seats ₦20 a month each (₦240 a year billed annually)',
      ],
      buttonText: 'Get Started',
      highlight: false,
    },
    {
      id: 'growth',
      title: 'Growth Plan',
      description: 'For growing teams.',
      price_naira: 10000,
      price_label: '₦10,000',
      period: 'per month',
      features: [
        'Unlimited projects',
        '5 seats included',
        'More seats ₦20 a month each (₦240 a year billed annually)',
        'AI setup',
        'Payroll',
        'Billing',
        'White-label',
      ],
      buttonText: 'Get Started',
      highlight: true,
    },
    {
      id: 'enterprise',
      title: 'Enterprise',
      description: 'For large organisations.',
      price_naira: null,
      price_label: 'Custom pricing',
      period: '',
      features: ['Custom pricing'],
      buttonText: 'Contact Sales',
      highlight: false,
    },
  ],
};
