import { currentPath } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBillingPage } from '../test-support';
import TeamPaymentDetailsPage from './team-payment-details-page';
import { teamPaymentDetail } from './team-payments-test-data';

const path = '/billing/team-payments/:id';

describe('TeamPaymentDetailsPage', () => {
  it('shows the profile, contract, due payment, history and linked tasks', async () => {
    renderBillingPage(
      <TeamPaymentDetailsPage />,
      { 'GET /api/billing/team-payments/tp-1/': { body: teamPaymentDetail } },
      path,
      '/billing/team-payments/tp-1',
    );
    expect(await screen.findByRole('heading', { name: 'Tolu Bakare' })).toBeInTheDocument();
    const contract = screen.getByRole('region', { name: 'Contract' });
    expect(contract).toHaveTextContent('Contract TypeFreelance');
    expect(contract).toHaveTextContent('Start Date1 Oct 2026');
    expect(contract).toHaveTextContent('Contract Value₦1,500,000');
    expect(contract).toHaveTextContent('Due Payment₦500,000 by 28 Nov 2026');
    expect(screen.getByText('28 Oct 2026 · Regular Payment')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checkout screens progress' })).toHaveAttribute(
      'value',
      '60',
    );
  });

  it("links each invoice's Process to its invoice details", async () => {
    renderBillingPage(
      <TeamPaymentDetailsPage />,
      { 'GET /api/billing/team-payments/tp-1/': { body: teamPaymentDetail } },
      path,
      '/billing/team-payments/tp-1',
    );
    const row = await screen.findByRole('row', { name: /TP-0002/ });
    expect(within(row).getByRole('link', { name: 'Process invoice TP-0002' })).toHaveAttribute(
      'href',
      '/billing/team-payments/invoice-details/ti-2',
    );
  });

  it("shows the server's message for a payment that is not the caller's", async () => {
    renderBillingPage(
      <TeamPaymentDetailsPage />,
      {
        'GET /api/billing/team-payments/tp-9/': { status: 404, body: { message: 'Team payment not found.' } },
      },
      path,
      '/billing/team-payments/tp-9',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Team payment not found.');
  });

  it('without an id, goes to the team payments', () => {
    renderBillingPage(<TeamPaymentDetailsPage />, {}, '/billing/team-payment-details');
    expect(currentPath()).toBe('/billing/team-payments');
  });
});
