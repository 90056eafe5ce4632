import { currentSearch } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBillingPage, startedPayment } from '../test-support';
import BillingOverviewPage from './billing-overview-page';
import type { BillingOverview } from './overview-api';
import type { DueContractPayment } from './use-due-contract-payments';

/** The spec's sample billing (billing and plans screens): Growth, all 20 seats used, 10 / 3 / 7. */
const growth: BillingOverview = {
  plan: { id: 'growth', title: 'Growth Plan' },
  plan_at_period_end: null,
  next_billing_date: '2026-12-23T00:00:00.000Z',
  monthly_price_kobo: 20_000_000,
  seats: {
    included: 20,
    occupied: 20,
    available: 0,
    by_type: { full_time: 10, freelance: 3, client: 7 },
  },
  team_payments: {
    total_payroll_kobo: 450_000_000,
    outstanding_kobo: 120_000_000,
    upcoming_kobo: 35_000_050,
    count: 4,
  },
  amount_due_kobo: 21_500_000,
  contracts_due: { amount_kobo: 0, count: 0, next_due_date: null },
  total_due_kobo: 21_500_000,
  recent_invoices: [
    {
      id: 'inv-2',
      number: 'INV-0002',
      kind: 'Invoice',
      plan: 'Growth Plan',
      description: 'Growth Plan, Dec 2026',
      issued_at: '2026-11-23T00:00:00.000Z',
      due_date: '2026-11-30T00:00:00.000Z',
      amount_kobo: 21_500_000,
      status: 'Pending',
    },
    {
      id: 'inv-1',
      number: 'INV-0001',
      kind: 'Invoice',
      plan: 'Growth Plan',
      description: 'Growth Plan, Nov 2026',
      issued_at: '2026-10-23T00:00:00.000Z',
      due_date: '2026-10-30T00:00:00.000Z',
      amount_kobo: 21_500_000,
      status: 'Paid',
    },
  ],
};

const cakeShopDue: DueContractPayment = {
  invoice_id: 'inv-1',
  invoice_number: 'INV-0012',
  part: 0,
  project_id: 'p-1',
  project_name: 'Cake Shop',
  workspace_path: '/project/workspace/p-1/cake-shop',
  description: 'First payment: 50% on signing',
  amount_kobo: 250_000_000,
  amount: '₦2,500,000',
  due_date: '2026-11-23',
  signed_on: '23 November 2026',
};

describe('BillingOverviewPage', () => {
  it('back from a checkout the API could not place, says so once and drops the mark from the address', async () => {
    const { platform } = renderBillingPage(
      <BillingOverviewPage />,
      { 'GET /api/billing/': { body: growth } },
      '/billing',
      '/billing?checkout=unknown',
    );
    await screen.findByRole('heading', { name: 'Growth Plan' });
    expect(platform.toasts).toEqual([
      {
        message:
          'We could not tell which payment you came back from. A payment you made shows here once the provider confirms it.',
        options: { position: 'bottom-right', type: 'info' },
      },
    ]);
    expect(currentSearch()).toBe('');
  });

  it('shows the plan, next billing date, monthly price and that all 20 seats are used', async () => {
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: growth } }, '/billing');

    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByRole('heading', { name: /Growth Plan/ })).toBeInTheDocument();
    expect(within(plan).getByText('23 Dec 2026')).toBeInTheDocument();
    expect(within(plan).getByText('₦200,000')).toBeInTheDocument();
    expect(within(plan).getByText('20 of 20 used')).toBeInTheDocument();
    expect(within(plan).getByText(/^All 20 seats are used\./)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/billing/plans');
  });

  it('tells a lone owner on Free Starter that the free seat is for a member, not for them', async () => {
    const freeStarter: BillingOverview = {
      ...growth,
      plan: { id: 'free-starter', title: 'Free Starter' },
      seats: { included: 1, occupied: 0, available: 1, by_type: { full_time: 0, freelance: 0, client: 0 } },
    };
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: freeStarter } }, '/billing');

    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByText('Member seats').nextElementSibling).toHaveTextContent('0 of 1 used');
    expect(
      within(plan).getByText('1 free seat for members you invite. You, the account owner, take no seat.'),
    ).toBeInTheDocument();
  });

  it('summarises team payments and seats by type, with links to manage them', async () => {
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: growth } }, '/billing');

    expect(await screen.findByRole('region', { name: 'Total Payroll' })).toHaveTextContent('₦4,500,000');
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('₦350,000.50');
    expect(screen.getByRole('region', { name: 'Full Time' })).toHaveTextContent('10');
    expect(screen.getByRole('region', { name: 'Freelance' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Client' })).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Manage Team Payments' })).toHaveAttribute(
      'href',
      '/billing/team-payments',
    );
    expect(screen.getByRole('link', { name: 'Manage Seats' })).toHaveAttribute('href', '/billing/team-seats');
  });

  it('lists recent invoices numbered, in naira, Paid or Pending', async () => {
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: growth } }, '/billing');

    const pending = await screen.findByRole('row', { name: 'Invoice INV-0002' });
    expect(within(pending).getByText('₦215,000')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Pay invoice INV-0002' })).toBeInTheDocument();
    const paid = screen.getByRole('row', { name: 'Invoice INV-0001' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Pay invoice/ })).toBeNull();
    expect(
      within(paid).getByRole('button', { name: 'Download invoice INV-0001 as PDF' }),
    ).toBeInTheDocument();
  });

  it('says Overdue of an invoice unpaid past its due date, and still offers to pay it', async () => {
    const [latest, ...rest] = growth.recent_invoices;
    renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': {
          body: { ...growth, recent_invoices: [{ ...latest!, status: 'Overdue' }, ...rest] },
        },
      },
      '/billing',
    );
    const overdue = await screen.findByRole('row', { name: 'Invoice INV-0002' });
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Pay invoice INV-0002' })).toBeInTheDocument();
  });

  it('shows what is owed for the plan and for contracts, and their total', async () => {
    const owing = {
      ...growth,
      contracts_due: { amount_kobo: 250_000_000, count: 2, next_due_date: '2026-11-23T10:00:00.000Z' },
      total_due_kobo: 271_500_000,
    };
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: owing } }, '/billing');
    const due = await screen.findByRole('region', { name: 'Amount due' });
    expect(within(due).getByRole('region', { name: 'Plan and seats' })).toHaveTextContent('₦215,000');
    expect(within(due).getByRole('region', { name: 'Contracts' })).toHaveTextContent(
      '₦2,500,0002 invoices, the next due 23 Nov 2026',
    );
    expect(within(due).getByRole('region', { name: 'Total due' })).toHaveTextContent('₦2,715,000');
  });

  it('Process Payment starts a charge for what is due and sends the payer to the checkout', async () => {
    const { checkouts, platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'POST /api/billing/pay-due/': { body: startedPayment('plt-1', 21_500_000) },
      },
      '/billing',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
    expect(checkouts).toEqual(['http://localhost/test-checkout/plt-1']);
    expect(platform.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/billing/pay-due/' });
  });

  it('has nothing to process when nothing is due', async () => {
    renderBillingPage(
      <BillingOverviewPage />,
      { 'GET /api/billing/': { body: { ...growth, amount_due_kobo: 0, total_due_kobo: 0 } } },
      '/billing',
    );
    expect(await screen.findByRole('button', { name: 'Process Payment' })).toBeDisabled();
    expect(screen.getByText('Nothing is due right now.')).toBeInTheDocument();
  });

  it('back from the checkout, verifies the payment, says it was received and shows the billing as it now is', async () => {
    let loads = 0;
    const { platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': () => ({
          body: loads++ === 0 ? growth : { ...growth, amount_due_kobo: 0, total_due_kobo: 0 },
        }),
        'POST /api/payments/plt-1/verify/': {
          body: {
            ...startedPayment('plt-1', 21_500_000),
            status: 'Paid',
            paid_at: '2026-11-23T12:01:00.000Z',
          },
        },
      },
      '/billing',
      '/billing?reference=plt-1',
    );

    expect(await screen.findByText('Nothing is due right now.')).toBeInTheDocument();
    expect(platform.toasts).toEqual([
      { message: 'Payment received. Thank you!', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it('says why a declined payment failed, leaving the invoice to pay again', async () => {
    const { platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'POST /api/payments/plt-2/verify/': {
          body: { ...startedPayment('plt-2', 21_500_000), status: 'Failed', failure: 'Declined' },
        },
      },
      '/billing',
      '/billing?reference=plt-2',
    );
    expect(await screen.findByRole('button', { name: 'Pay invoice INV-0002' })).toBeInTheDocument();
    await screen.findByText('Pending');
    expect(platform.toasts).toContainEqual({
      message: 'Declined',
      options: { position: 'bottom-right', type: 'error' },
    });
  });

  it('shows the saved card renewals and seats are charged to, and Remove forgets it', async () => {
    const { platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'GET /api/billing/saved-card/': {
          body: {
            card: {
              card_type: 'Visa',
              last4: '4081',
              exp_month: '12',
              exp_year: '2030',
              bank: 'TEST BANK',
              saved_at: '2026-11-23T12:00:00.000Z',
            },
          },
        },
        'DELETE /api/billing/saved-card/': {
          body: {
            message: 'Your saved card was removed. Renewals and seats will be paid at the checkout.',
            card: null,
          },
        },
      },
      '/billing',
    );
    const section = await screen.findByRole('region', { name: 'Saved card' });
    expect(await within(section).findByText('Visa ending 4081, expires 12/2030')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Remove card' }));
    expect(
      await within(section).findByText(
        'No saved card. The card you next pay with at the checkout is kept for renewals and added seats.',
      ),
    ).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({
      message: 'Your saved card was removed. Renewals and seats will be paid at the checkout.',
      options: { position: 'bottom-right', type: 'success' },
    });
  });

  it('has no Business badge beside the plan name (the spec shows it on /billing/plans only)', async () => {
    renderBillingPage(<BillingOverviewPage />, { 'GET /api/billing/': { body: growth } }, '/billing');
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByRole('heading', { level: 2 })).toHaveTextContent(/^Growth Plan$/);
    expect(screen.queryByText('Business')).toBeNull();
  });

  it('shows each invoiced contract payment that is due, and Pay now pays its invoice at the checkout', async () => {
    const { checkouts, platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'GET /api/contracts/due-payments/': { body: { payments: [cakeShopDue] } },
        'POST /api/billing/invoices/inv-1/pay/': {
          body: { reference: 'plt-9', checkout_url: 'http://localhost/test-checkout/plt-9' },
        },
      },
      '/billing',
    );

    const box = await screen.findByRole('article', { name: 'Cake Shop' });
    expect(screen.getByRole('heading', { name: 'Contract payments due' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Cake Shop' })).toHaveAttribute(
      'href',
      '/project/workspace/p-1/cake-shop',
    );
    expect(box).toHaveTextContent(
      'INV-0012 · First payment: 50% on signing, contract signed on 23 November 2026',
    );
    expect(within(box).getByText('₦2,500,000')).toBeInTheDocument();
    expect(within(box).getByText('Due 23 Nov 2026')).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Pay now' }));
    expect(checkouts).toEqual(['http://localhost/test-checkout/plt-9']);
    expect(platform.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/billing/invoices/inv-1/pay/',
    });
  });

  it('says why Pay now could not start', async () => {
    const { platform } = renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'GET /api/contracts/due-payments/': { body: { payments: [cakeShopDue] } },
        'POST /api/billing/invoices/inv-1/pay/': {
          status: 409,
          body: { message: 'The first payment has already been made.' },
        },
      },
      '/billing',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(platform.toasts).toContainEqual({
      message: 'The first payment has already been made.',
      options: { position: 'bottom-right', type: 'error' },
    });
  });

  it('shows no contract box when no contract payment is due', async () => {
    renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': { body: growth },
        'GET /api/contracts/due-payments/': { body: { payments: [] } },
      },
      '/billing',
    );
    await screen.findByRole('region', { name: 'Current plan' });
    expect(screen.queryByRole('heading', { name: 'Contract payments due' })).toBeNull();
  });

  it('shows a failure with Try again, which loads again', async () => {
    let calls = 0;
    renderBillingPage(
      <BillingOverviewPage />,
      {
        'GET /api/billing/': () =>
          calls++ === 0 ? { status: 500, body: { message: 'Billing is unavailable.' } } : { body: growth },
      },
      '/billing',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeInTheDocument();
  });
});
