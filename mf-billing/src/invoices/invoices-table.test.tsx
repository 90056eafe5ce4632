import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBillingPage } from '../test-support';
import type { AccountInvoice } from './account-invoice';
import type { AccountInvoiceDetail } from './invoice-details-dialog';
import { InvoicesTable } from './invoices-table';

const invoice: AccountInvoice = {
  id: 'inv-7',
  number: 'INV-0007',
  kind: 'Invoice',
  plan: 'Growth Plan',
  description: 'Plan upgrade (prorated)',
  issued_at: '2026-11-16T00:00:00.000Z',
  due_date: '2026-11-16T00:00:00.000Z',
  amount_kobo: 537_500,
  status: 'Credited',
};

const note: AccountInvoice = {
  ...invoice,
  id: 'cn-2',
  number: 'CN-0002',
  kind: 'Credit note',
  description: 'Credit note for INV-0007: Cancels an unpaid plan change',
  issued_at: '2026-11-17T00:00:00.000Z',
  due_date: null,
};

const noteDetail: AccountInvoiceDetail = {
  ...note,
  paid_at: null,
  subtotal_kobo: 500_000,
  vat_kobo: 37_500,
  vat_rate: '7.5%',
  credits_invoice_id: 'inv-7',
  credits_invoice_number: 'INV-0007',
  seller: {
    legal_name: 'Buildbay Technologies Ltd',
    address: '12 Herbert Macaulay Way, Yaba, Lagos, Nigeria',
    tax_id: '00000000-0001',
  },
  buyer: { name: 'Okafor Studio', address: '4 Allen Avenue, Ikeja', email: 'ada@okafor.example' },
  lines: [
    {
      description: 'Growth Plan, 16 Nov – 1 Dec 2026 (prorated)',
      quantity: 1,
      unit_kobo: 500_000,
      amount_kobo: 500_000,
    },
  ],
  last_payment: null,
};

describe('InvoicesTable', () => {
  it('shows a credit note with no due date and, on View, the seller with TIN, the buyer, the invoice it cancels and VAT as its own line', async () => {
    renderBillingPage(
      <InvoicesTable invoices={[note, invoice]} />,
      { 'GET /api/billing/invoices/cn-2/': { body: noteDetail } },
      '/billing',
    );

    const row = screen.getByRole('row', { name: 'Invoice CN-0002' });
    expect(
      within(row).getByText('Credit note for INV-0007: Cancels an unpaid plan change'),
    ).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'View credit note CN-0002' }));

    const dialog = await screen.findByRole('dialog', { name: 'Credit note CN-0002' });
    const from = within(dialog).getByRole('group', { name: 'From' });
    expect(from).toHaveTextContent('Buildbay Technologies Ltd');
    expect(from).toHaveTextContent('12 Herbert Macaulay Way, Yaba, Lagos, Nigeria');
    expect(from).toHaveTextContent('TIN: 00000000-0001');
    const to = within(dialog).getByRole('group', { name: 'To' });
    expect(to).toHaveTextContent('Okafor Studio');
    expect(to).toHaveTextContent('4 Allen Avenue, Ikeja');
    expect(within(dialog).getByText('Cancels invoice INV-0007')).toBeInTheDocument();
    expect(within(dialog).queryByText('Due')).toBeNull();
    expect(within(dialog).getByRole('row', { name: 'VAT (7.5%) ₦375' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Total ₦5,375' })).toBeInTheDocument();
  });
});
