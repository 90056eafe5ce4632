import { currentPath, holdPosts } from '@platform/shared-ui/testing';
import { SAMPLE_PLANS } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBillingPage, startedPayment } from '../test-support';
import type { PlanChangeQuote } from './plan-change-api';
import PlansPage from './plans-page';

const plans = (current: string) => ({
  'GET /api/plans/': { body: { ...SAMPLE_PLANS, current_plan: current } },
});

const upgrade: PlanChangeQuote = {
  plan: { id: 'growth', title: 'Growth Plan' },
  effective: 'now',
  effective_at: '2026-11-23T12:00:00.000Z',
  prorated_kobo: 516_667,
  vat_kobo: 38_750,
  total_kobo: 555_417,
};

describe('PlansPage', () => {
  it('shows the four plan cards with the current plan (Startup) highlighted', async () => {
    const { platform } = renderBillingPage(<PlansPage />, plans('startup'), '/billing/plans');

    const startup = await screen.findByRole('article', { name: 'Startup Plan' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Free Starter',
      'Startup Plan',
      'Growth Plan',
      'Enterprise',
    ]);
    expect(within(startup).getByText('Current Plan')).toBeInTheDocument();
    expect(screen.getAllByText('Current Plan')).toHaveLength(1);
    expect(startup).toHaveAttribute('data-highlighted', 'true');
    const growth = screen.getByRole('article', { name: 'Growth Plan' });
    expect(growth).toHaveAttribute('data-highlighted', 'false');
    expect(within(growth).getByText('₦10,000')).toBeInTheDocument();
    expect(platform.requests[0]?.authorization).toBe('Bearer token-1');
  });

  it('shows the plans loading, then a failure with Try again, which reads them again', async () => {
    let calls = 0;
    const { platform } = renderBillingPage(
      <PlansPage />,
      {
        'GET /api/plans/': () =>
          ++calls === 1
            ? { status: 500, body: { message: 'Plans are down' } }
            : { body: { ...SAMPLE_PLANS, current_plan: 'startup' } },
      },
      '/billing/plans',
    );

    expect(screen.getByText('Loading plans...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are down');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    // The second read held until released, to see the loading state come back in between.
    const typed = platform.api.fetch.bind(platform.api);
    let release = () => {};
    platform.api.fetch = (...args: Parameters<typeof typed>) =>
      new Promise((resolve, reject) => {
        release = () => void typed(...args).then(resolve, reject);
      });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading plans...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();

    const startup = await screen.findByRole('article', { name: 'Startup Plan' });
    expect(within(startup).getByText('Current Plan')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(calls).toBe(2);
  });

  it('a network failure says so and Try again reads the plans again', async () => {
    let calls = 0;
    renderBillingPage(
      <PlansPage />,
      {
        'GET /api/plans/': () =>
          ++calls === 1
            ? new TypeError('Failed to fetch')
            : { body: { ...SAMPLE_PLANS, current_plan: 'growth' } },
      },
      '/billing/plans',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const growth = await screen.findByRole('article', { name: 'Growth Plan' });
    expect(growth).toHaveAttribute('data-highlighted', 'true');
  });

  it('has a Business badge and a Back button', async () => {
    renderBillingPage(<PlansPage />, plans('startup'), '/billing/plans');
    expect(screen.getByText('Business')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe('/billing');
  });

  it('an upgrade shows the prorated charge with VAT, then goes to the checkout for it', async () => {
    const { checkouts, platform } = renderBillingPage(
      <PlansPage />,
      {
        ...plans('free-starter'),
        'GET /api/billing/plan-change/': { body: upgrade },
        'POST /api/billing/plan-change/': {
          body: { status: 'checkout', payment: startedPayment('plt-9', 555_417) },
        },
      },
      '/billing/plans',
    );

    const growth = await screen.findByRole('article', { name: 'Growth Plan' });
    await userEvent.click(within(growth).getByRole('button', { name: 'Get Started: Growth Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Growth Plan' });
    expect(await within(dialog).findByTestId('prorated-amount')).toHaveTextContent('₦5,166.67');
    expect(within(dialog).getByText('₦387.50')).toBeInTheDocument();
    expect(within(dialog).getByText('₦5,554.17')).toBeInTheDocument();
    expect(platform.requests.some((request) => request.path === '/api/billing/plan-change/')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(platform.requests.at(-1)).toMatchObject({ method: 'POST', body: { plan: 'growth' } });
    expect(checkouts).toEqual(['http://localhost/test-checkout/plt-9']);
  });

  it('a downgrade waits for the period end and is confirmed without a charge', async () => {
    const { platform } = renderBillingPage(
      <PlansPage />,
      {
        ...plans('growth'),
        'GET /api/billing/plan-change/': {
          body: {
            ...upgrade,
            plan: { id: 'startup', title: 'Startup Plan' },
            effective: 'period_end',
            effective_at: '2026-12-23T00:00:00.000Z',
            prorated_kobo: 0,
            vat_kobo: 0,
            total_kobo: 0,
          },
        },
        'POST /api/billing/plan-change/': {
          body: {
            status: 'scheduled',
            message: 'Your plan changes to Startup Plan on 23 Dec 2026.',
            effective_at: '2026-12-23T00:00:00.000Z',
          },
        },
      },
      '/billing/plans',
    );

    const startup = await screen.findByRole('article', { name: 'Startup Plan' });
    await userEvent.click(within(startup).getByRole('button', { name: 'Get Started: Startup Plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'You keep your current plan until 23 Dec 2026; the change takes effect then.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing to pay now.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Change' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.toasts).toEqual([
      {
        message: 'Your plan changes to Startup Plan on 23 Dec 2026.',
        options: { position: 'bottom-right', type: 'success' },
      },
    ]);
    // The catalogue is mounted anew (its key) and reads the plans again: nothing else would refresh them.
    const planReads = () =>
      platform.requests.filter((request) => request.method === 'GET' && request.path === '/api/plans/');
    await waitFor(() => expect(planReads()).toHaveLength(2));
    expect(await screen.findByRole('article', { name: 'Startup Plan' })).toBeInTheDocument();
  });

  it('a downgrade that breaks a limit is refused with what to remove first', async () => {
    renderBillingPage(
      <PlansPage />,
      {
        ...plans('growth'),
        'GET /api/billing/plan-change/': {
          status: 409,
          body: { message: 'Free Starter allows 1 project. Delete 2 projects first.' },
        },
      },
      '/billing/plans',
    );
    const free = await screen.findByRole('article', { name: 'Free Starter' });
    await userEvent.click(within(free).getByRole('button', { name: 'Get Started: Free Starter' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Free Starter allows 1 project. Delete 2 projects first.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm Change' })).toBeDisabled();
  });

  it('the change is busy while it is sent, and a refused change is the error toast with the dialog kept', async () => {
    const { platform } = renderBillingPage(
      <PlansPage />,
      {
        ...plans('free-starter'),
        'GET /api/billing/plan-change/': { body: upgrade },
        'POST /api/billing/plan-change/': {
          status: 409,
          body: { message: 'Growth Plan is already your plan.' },
        },
      },
      '/billing/plans',
    );
    const held = holdPosts(platform, '/api/billing/plan-change/');
    const growth = await screen.findByRole('article', { name: 'Growth Plan' });
    await userEvent.click(within(growth).getByRole('button', { name: 'Get Started: Growth Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Growth Plan' });
    const pay = await within(dialog).findByRole('button', { name: 'Continue to Payment' });
    await userEvent.click(pay);
    expect(pay).toBeDisabled();
    held.release();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(platform.toasts).toEqual([
      {
        message: 'Growth Plan is already your plan.',
        options: { position: 'bottom-right', type: 'error' },
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Change to Growth Plan' })).toBeInTheDocument();
  });

  it('Enterprise leads to the contact form', async () => {
    renderBillingPage(<PlansPage />, plans('startup'), '/billing/plans');
    const enterprise = await screen.findByRole('article', { name: 'Enterprise' });
    await userEvent.click(within(enterprise).getByRole('button', { name: /Enterprise/ }));
    expect(currentPath()).toBe('/lets-talk');
  });
});
