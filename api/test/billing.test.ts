import { describe, expect, it } from 'vitest';
import { assertSeatAvailable } from '../src/billing/subscriptions/seat-taking.js';
import { seatSummary } from '../src/billing/subscriptions/subscription.js';
import { putOnPlan } from './support/billing-fixtures.js';
import { bearer, createUser, logIn, postJson, useHarness } from './support/harness.js';

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
        period: 'per month',
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
        period: 'per month',
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
    const seats = 'More seats ₦20 a month each (₦240 a year billed annually)';
    expect(body.plans[0]).toMatchObject({
      features: ['1 project', '1 seat included', seats, 'Basic tools'],
      buttonText: 'Get Started',
    });
    // What the plan enforces, not "Unlimited members": members take seats, 5 included, more bought.
    expect(body.plans[2]?.features).toEqual([
      'Unlimited projects',
      '5 seats included',
      seats,
      'AI setup',
      'Payroll',
      'Billing',
      'White-label',
    ]);
    expect(JSON.stringify(body.plans)).not.toMatch(/per user|Unlimited members/);
  });

  it('highlights Free Starter as the current plan of a new account', async () => {
    const token = await logIn(h.app, await createUser(h.db));
    const body = (await (await h.app.request('/api/plans/', bearer(token))).json()) as {
      current_plan: string;
      plans: { id: string; highlight: boolean; buttonText: string }[];
    };
    expect(body.current_plan).toBe('free-starter');
    expect(body.plans.filter((plan) => plan.highlight).map((plan) => plan.id)).toEqual(['free-starter']);
    expect(body.plans.find((plan) => plan.id === 'free-starter')?.buttonText).toBe('Current Plan');
  });

  it('highlights the plan the account is on', async () => {
    const user = await createUser(h.db);
    await putOnPlan(h.db.prisma, user.id, 'STARTUP');
    const token = await logIn(h.app, user);
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

describe('plan limits', () => {
  it('refuses a second project on Free Starter with 402, the message and the link to change plan', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    const first = await postJson(h.app, '/api/chat-start/', { session_id: null }, `Bearer ${token}`);
    expect(first.status).toBe(201);
    const second = await postJson(h.app, '/api/chat-start/', { session_id: null }, `Bearer ${token}`);
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual({
      message: 'Your Free Starter plan allows 1 project. Upgrade your plan to create another project.',
    });
    expect(second.headers.get('Link')).toBe('</billing/plans>; rel="payment"');
    expect(await h.db.prisma.project.count({ where: { ownerId: user.id } })).toBe(1);

    await putOnPlan(h.db.prisma, user.id, 'GROWTH');
    const afterUpgrade = await postJson(h.app, '/api/chat-start/', { session_id: null }, `Bearer ${token}`);
    expect(afterUpgrade.status).toBe(201);
  });

  it('counts the seats a plan includes, those bought and those occupied, and prices one more in kobo', async () => {
    const owner = await createUser(h.db);
    const member = await createUser(h.db);
    expect(await seatSummary(h.db.prisma, owner.id, h.deps.now())).toEqual({
      plan: 'free-starter',
      included: 1,
      occupied: 0,
      available: 1,
      seatPriceMonthlyKobo: 2000,
      seatPriceYearlyKobo: 24000,
    });
    const project = await h.db.prisma.project.create({ data: { ownerId: owner.id, name: 'Seats' } });
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: member.id, role: 'Editor' },
    });
    await expect(assertSeatAvailable(h.db.prisma, owner.id, h.deps.now())).rejects.toMatchObject({
      status: 402,
      message: 'All the seats of your plan are occupied. Add a seat to invite another member.',
    });
    await putOnPlan(h.db.prisma, owner.id, 'GROWTH', 15);
    expect(await seatSummary(h.db.prisma, owner.id, h.deps.now())).toMatchObject({
      included: 20,
      occupied: 1,
      available: 19,
    });
    await expect(assertSeatAvailable(h.db.prisma, owner.id, h.deps.now())).resolves.toBeUndefined();
    // Talent placed through a signed contract are paid by it and take none of the account's seats.
    const talent = await createUser(h.db);
    await h.db.prisma.projectMember.create({
      data: { projectId: project.id, userId: talent.id, role: 'UI Designer', source: 'PLATFORM_TEAM' },
    });
    expect(await seatSummary(h.db.prisma, owner.id, h.deps.now())).toMatchObject({
      occupied: 1,
      available: 19,
    });
  });
});
