import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PayoutsPage from './payouts-page';

const PENDING = {
  id: 'po1',
  invoice_number: 'TI-0001',
  milestone: 'Milestone 1',
  gross_kobo: 10_000_000,
  withholding_kobo: 500_000,
  amount_kobo: 9_500_000,
  status: 'Pending',
  status_key: 'pending' as const,
  reason: null,
  paid_at: null,
  created_at: '2026-11-26T09:00:00Z',
  talent: { id: 't1', name: 'Ngozi Eze', email: 'ngozi@example.com' },
  project: { id: 'p1', name: 'Cake Shop' },
  bank: { bank_name: 'GTBank', account_number: '•••• 6789' },
  account_name: null,
  reference: null,
  processed_at: null,
  funding: { instalment: '50% on signing', invoice_number: 'INV-0003', paid: true },
};
const FAILED = {
  ...PENDING,
  id: 'po2',
  invoice_number: 'TI-0002',
  status: 'Failed',
  status_key: 'failed' as const,
  reason: 'Declined by the receiving bank.',
};
const counts = { pending: 1, processing: 0, paid: 0, failed: 1 };

describe('PayoutsPage', () => {
  it('lists the pending payouts with the money, the account and Process Payment, which sends and reloads', async () => {
    let paid = false;
    const { platform } = renderPage(<PayoutsPage />, {
      script: {
        'GET /api/staff/payouts/': () => ({
          body: { payouts: [paid ? { ...PENDING, status: 'Paid', status_key: 'paid' } : PENDING], counts },
        }),
        'POST /api/staff/payouts/po1/process/': () => {
          paid = true;
          return { body: { ...PENDING, status: 'Paid', status_key: 'paid' } };
        },
      },
      token: 't',
    });
    const row = await screen.findByRole('row', { name: 'Ngozi Eze TI-0001' });
    expect(row).toHaveTextContent('Cake Shop');
    expect(row).toHaveTextContent('₦100,000₦5,000₦95,000');
    expect(row).toHaveTextContent('GTBank •••• 6789');
    expect(platform.requests[0]?.url).toContain('status=pending');
    await userEvent.click(within(row).getByRole('button', { name: 'Process Payment' }));
    // The row already reads "Paid" in its Client paid column: wait for the reload to take the button away.
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: 'Ngozi Eze TI-0001' })).queryByRole('button')).toBeNull(),
    );
  });

  it('shows whether the client paid the instalment funding each payout, and holds Process until they have', async () => {
    const UNFUNDED = {
      ...PENDING,
      id: 'po3',
      invoice_number: 'TI-0003',
      milestone: 'Milestone 2',
      funding: { instalment: '50% on delivery', invoice_number: 'INV-0007', paid: false },
    };
    renderPage(<PayoutsPage />, {
      script: { 'GET /api/staff/payouts/': { body: { payouts: [PENDING, UNFUNDED], counts } } },
      token: 't',
    });
    const funded = await screen.findByRole('row', { name: 'Ngozi Eze TI-0001' });
    expect(funded).toHaveTextContent('Paid50% on signing (INV-0003)');
    expect(within(funded).getByRole('button', { name: 'Process Payment' })).toBeEnabled();
    const waiting = screen.getByRole('row', { name: 'Ngozi Eze TI-0003' });
    expect(waiting).toHaveTextContent('Not yet50% on delivery (INV-0007)');
    const hold = within(waiting).getByRole('button', { name: 'Process Payment' });
    expect(hold).toBeDisabled();
    expect(hold).toHaveAccessibleDescription('Waits for the client to pay 50% on delivery (INV-0007).');
  });

  it('shows a failure’s reason with Retry, and a refusal as a toast', async () => {
    const { platform } = renderPage(<PayoutsPage />, {
      script: {
        'GET /api/staff/payouts/': { body: { payouts: [FAILED], counts } },
        'POST /api/staff/payouts/po2/process/': {
          status: 422,
          body: { message: 'The bank could not confirm the account.', errors: { bank: 'x' } },
        },
      },
      token: 't',
    });
    const row = await screen.findByRole('row', { name: 'Ngozi Eze TI-0002' });
    expect(row).toHaveTextContent('FailedDeclined by the receiving bank.');
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(platform.toasts.map((toast) => toast.message)).toContain(
        'The bank could not confirm the account.',
      ),
    );
  });
});
