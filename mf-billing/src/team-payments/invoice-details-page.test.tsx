import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBillingPage, startedPayment } from '../test-support';
import InvoiceDetailsPage from './invoice-details-page';
import { teamInvoice } from './team-payments-test-data';

const invoicePath = '/api/billing/team-payments/invoices/ti-2/';

function renderInvoice(script = {}) {
  return renderBillingPage(
    <InvoiceDetailsPage />,
    { [`GET ${invoicePath}`]: { body: teamInvoice }, ...script },
    '/billing/team-payments/invoice-details/:id',
    '/billing/team-payments/invoice-details/ti-2',
  );
}

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Process Payment' }));
  return screen.getByRole('dialog', { name: 'Process Payment' });
}

describe('InvoiceDetailsPage', () => {
  it('shows the dates, from and to, the talent, tasks with progress and the items', async () => {
    renderInvoice();
    expect(await screen.findByRole('heading', { name: 'Invoice TP-0002' })).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('Issue Date21 Nov 2026');
    expect(invoice).toHaveTextContent('Due Date28 Nov 2026');
    expect(invoice).toHaveTextContent('FromAdeyemi Salons');
    expect(invoice).toHaveTextContent('ToTolu Bakare');
    expect(invoice).toHaveTextContent('TalentTolu Bakare, UI/UX Designer');
    expect(screen.getByRole('progressbar', { name: 'Checkout screens progress' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Design, November/ })).toHaveTextContent('₦500,000');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('₦500,000');
  });

  it('chooses the payment type with the arrows, by button and keyboard', async () => {
    renderInvoice();
    const dialog = await openModal();
    const type = within(dialog).getByRole('spinbutton', { name: 'Payment type' });
    expect(type).toHaveAttribute('aria-valuetext', 'Regular Payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next payment type' }));
    expect(type).toHaveAttribute('aria-valuetext', 'Bonus Payment');
    type.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(type).toHaveAttribute('aria-valuetext', 'Installment Payment');
    await userEvent.keyboard('{ArrowDown}');
    expect(type).toHaveAttribute('aria-valuetext', 'Installment Payment');
    await userEvent.keyboard('{Home}');
    expect(type).toHaveTextContent('Regular Payment');
    await userEvent.keyboard('{ArrowUp}');
    expect(type).toHaveTextContent('Regular Payment');
  });

  it('checks the amount: required, in naira, positive, at most what the type allows', async () => {
    const { platform } = renderInvoice();
    const dialog = await openModal();
    const amount = within(dialog).getByLabelText('Amount (₦)');
    expect(amount).toHaveValue('500,000');
    const tries: [string, string][] = [
      ['', 'Enter the amount to pay.'],
      ['ten', 'Enter an amount in naira, like 150,000 or 150000.50.'],
      ['0', 'The amount must be more than ₦0.'],
      ['500,000.01', 'A Regular Payment can be at most ₦500,000 on this invoice.'],
    ];
    for (const [text, message] of tries) {
      await userEvent.clear(amount);
      if (text) await userEvent.type(amount, text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next payment type' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '150000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('A Bonus Payment can be at most ₦100,000 on this invoice.'),
    ).toBeInTheDocument();
    // The API's text, article included.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next payment type' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '600000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/^An Installment Payment can be at most ₦/)).toBeInTheDocument();
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('Continue starts the payment of the type and amount and goes to the checkout', async () => {
    const { checkouts, platform } = renderInvoice({
      [`POST ${invoicePath}pay/`]: { status: 201, body: startedPayment('plt-5', 25_000_050) },
    });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next payment type' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next payment type' }));
    const amount = within(dialog).getByLabelText('Amount (₦)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250,000.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(platform.requests.at(-1)?.body).toEqual({ payment_type: 'installment', amount_kobo: 25_000_050 });
    expect(checkouts).toEqual(['http://localhost/test-checkout/plt-5']);
  });

  it("shows the server's refusal in the dialog", async () => {
    renderInvoice({
      [`POST ${invoicePath}pay/`]: {
        status: 422,
        body: { message: 'Invalid input', errors: { amount_kobo: 'This invoice has ₦0 left to pay.' } },
      },
    });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This invoice has ₦0 left to pay.')).toBeInTheDocument();
  });

  it('a paid invoice has nothing to process', async () => {
    renderInvoice({
      [`GET ${invoicePath}`]: {
        body: { ...teamInvoice, status: 'Paid', paid_kobo: 50_000_000, balance_kobo: 0 },
      },
    });
    expect(await screen.findByRole('region', { name: 'Invoice' })).toHaveTextContent('StatusPaid');
    expect(screen.queryByRole('button', { name: 'Process Payment' })).toBeNull();
  });
});
