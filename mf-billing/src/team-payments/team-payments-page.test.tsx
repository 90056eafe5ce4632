import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBillingPage } from '../test-support';
import TeamPaymentsPage from './team-payments-page';
import { teamPayments } from './team-payments-test-data';

describe('TeamPaymentsPage', () => {
  it('shows Total Payroll, Breakdown, Outstanding and Upcoming in naira', async () => {
    renderBillingPage(
      <TeamPaymentsPage />,
      { 'GET /api/billing/team-payments/': { body: teamPayments } },
      '/billing/team-payments',
    );
    expect(await screen.findByRole('region', { name: 'Total Payroll' })).toHaveTextContent('₦1,500,000');
    expect(screen.getByRole('region', { name: 'Breakdown' })).toHaveTextContent(
      '₦1,395,348.84Talent pay, plus ₦104,651.16 taxes',
    );
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₦500,000');
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('1 due in the next 7 days');
  });

  it('lists each payment with its columns and a Process link to its details', async () => {
    renderBillingPage(
      <TeamPaymentsPage />,
      { 'GET /api/billing/team-payments/': { body: teamPayments } },
      '/billing/team-payments',
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Team Member',
      'Payment Type',
      'Amount',
      'Status',
      'Next Due Date',
      'Contract Duration',
      'Process',
    ]);
    const row = within(table).getByRole('row', { name: /Tolu Bakare/ });
    expect(row).toHaveTextContent('Monthly Installments₦500,000Pending28 Nov 202612 weeks');
    expect(within(row).getByRole('link', { name: "Process Tolu Bakare's payment" })).toHaveAttribute(
      'href',
      '/billing/team-payments/tp-1',
    );
  });

  it('says so when there are no team payments', async () => {
    renderBillingPage(
      <TeamPaymentsPage />,
      { 'GET /api/billing/team-payments/': { body: { ...teamPayments, payments: [] } } },
      '/billing/team-payments',
    );
    expect(
      await screen.findByText(
        'No team payments yet. Payments for a hired team’s contract are due on the Billing page, not here.',
      ),
    ).toBeInTheDocument();
  });
});
