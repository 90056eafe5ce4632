import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MoneyDeskPage from './money-desk-page';

const DESK = {
  totals: { collected_30_days: '₦10,750', overdue: '₦21,500', refunds_open: 1 },
  payments: [
    {
      id: 'p1',
      reference: 'plt-1',
      payer: { name: 'Ada Okafor', email: 'ada@example.com' },
      purpose: 'invoice',
      amount: '₦10,750',
      status: 'Failed' as const,
      failure: 'Declined',
      provider: 'test',
      started_at: '2026-11-26T09:00:00Z',
      paid_at: null,
    },
  ],
  overdue: [
    {
      owner: { name: 'Bola Ade', email: 'bola@example.com' },
      invoices: ['INV-000012'],
      owed: '₦21,500',
      owed_kobo: 2_150_000,
      oldest_due: '2026-11-16',
      days_overdue: 10,
      restricted: true,
    },
  ],
  refunds: [
    {
      id: 'r1',
      payer: { name: 'Ada Okafor', email: 'ada@example.com' },
      payment_reference: 'plt-1',
      amount: '₦5,000',
      status: 'Pending' as const,
      failure: null,
      recorded_at: '2026-11-26T09:00:00Z',
      refunded_at: null,
    },
  ],
};

describe('MoneyDeskPage', () => {
  it('shows the totals, the overdue accounts with their standing, the payments and the refunds', async () => {
    renderPage(<MoneyDeskPage />, { script: { 'GET /api/staff/money/': { body: DESK } }, token: 't' });
    expect(await screen.findByText('Collected in the last 30 days')).toBeInTheDocument();
    const bola = screen.getByRole('row', { name: 'Bola Ade' });
    expect(bola).toHaveTextContent('INV-000012');
    expect(bola).toHaveTextContent('₦21,500');
    expect(within(bola).getByText('Restricted')).toBeInTheDocument();
    const payment = screen.getByRole('row', { name: 'plt-1' });
    expect(payment).toHaveTextContent('Failed');
    expect(payment).toHaveTextContent('Declined');
    expect(within(payment).getByRole('cell', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Refund of plt-1' })).toHaveTextContent('Pending');
  });

  it('says when nothing is overdue or refunded', async () => {
    renderPage(<MoneyDeskPage />, {
      script: { 'GET /api/staff/money/': { body: { ...DESK, overdue: [], refunds: [], payments: [] } } },
      token: 't',
    });
    expect(await screen.findByText('No account has an overdue bill.')).toBeInTheDocument();
    expect(screen.getByText('No refunds.')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  });
});
