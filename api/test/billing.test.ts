import { describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, useHarness } from './harness.js';

const h = useHarness();

describe('GET /api/plans/', () => {
  it('lists the four plans in naira, none highlighted for visitors', async () => {
    const response = await h.app.request('/api/plans/');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { current_plan: string | null; plans: Record<string, unknown>[] };
    expect(body.current_plan).toBeNull();
    expect(
      body.plans.map(({ id, title, price_naira, price_label, period, highlight }) => ({
        id,
        title,
        price_naira,
        price_label,
        period,
        highlight,
      })),
    ).toEqual([
      {
        id: 'free-starter',
        title: 'Free Starter',
        price_naira: 0,
        price_label: '₦0',
        period: 'per month per user',
        highlight: false,
      },
      {
        id: 'startup',
        title: 'Startup Plan',
        price_naira: null,
        price_label: 'Pay as you go',
        period: '',
        highlight: false,
      },
      {
        id: 'growth',
        title: 'Growth Plan',
        price_naira: 10000,
        price_label: '₦10,000',
        period: 'per month per user',
        highlight: false,
      },
      {
        id: 'enterprise',
        title: 'Enterprise',
        price_naira: null,
        price_label: 'Custom pricing',
        period: '',
        highlight: false,
      },
    ]);
    expect(body.plans[0]).toMatchObject({
      features: ['1 project', '1 free seat', 'Basic tools'],
      buttonText: 'Get Started',
    });
    expect(body.plans[2]?.features).toEqual(
      expect.arrayContaining([
        'Unlimited projects',
        'Unlimited members',
        'AI setup',
        'Payroll',
        'Billing',
        'White-label',
      ]),
    );
  });

  it('highlights Startup as the current plan of a signed-in user', async () => {
    const token = await logIn(h.app, await createUser(h.db));
    const body = (await (await h.app.request('/api/plans/', bearer(token))).json()) as {
      current_plan: string;
      plans: { id: string; highlight: boolean; buttonText: string }[];
    };
    expect(body.current_plan).toBe('startup');
    expect(body.plans.filter((plan) => plan.highlight).map((plan) => plan.id)).toEqual(['startup']);
    expect(body.plans.find((plan) => plan.id === 'startup')?.buttonText).toBe('Current Plan');
  });

  it('treats a dead token like a visitor', async () => {
    const body = (await (await h.app.request('/api/plans/', bearer('expired'))).json()) as {
      current_plan: null;
    };
    expect(body.current_plan).toBeNull();
  });
});
