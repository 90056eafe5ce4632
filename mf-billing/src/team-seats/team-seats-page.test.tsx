import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdCalls, holdPosts, toastMessages } from '@platform/shared-ui/testing';
import { renderBillingPage, startedPayment } from '../test-support';
import type { SeatsOverview } from './seats-api';
import TeamSeatsPage from './team-seats-page';

const seats: SeatsOverview = {
  included: 5,
  occupied: 4,
  available: 1,
  ending_at_period_end: 0,
  removable: 1,
  period_end: '2026-12-23T00:00:00.000Z',
  seat_price_monthly_kobo: 2_000,
  seat_price_yearly_kobo: 24_000,
  by_type: { full_time: 2, freelance: 1, client: 1 },
  annual_seats: [],
  members: [
    {
      user_id: 'u-1',
      name: 'Bola Ahmed',
      email: 'bola@example.com',
      role: 'Editor',
      type: 'Full Time',
      seat_rate_kobo: 2_000,
      status: 'Active',
    },
    {
      user_id: 'u-2',
      name: 'Chidi Okoro',
      email: 'chidi@example.com',
      role: 'Reviewer',
      type: 'Client',
      seat_rate_kobo: 2_000,
      status: 'Active',
    },
  ],
};

const page = (script = {}) =>
  renderBillingPage(
    <TeamSeatsPage />,
    { 'GET /api/billing/seats/': { body: seats }, ...script },
    '/billing/team-seats',
  );

describe('TeamSeatsPage', () => {
  it('summarises the seats (Total, Full Time, Clients, Freelance) with the seat notice', async () => {
    page();
    expect(await screen.findByRole('region', { name: 'Total' })).toHaveTextContent('4 / 5');
    expect(screen.getByRole('region', { name: 'Full Time' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Freelance' })).toHaveTextContent('1');
    expect(
      screen.getByText(
        '5 seats allowed, 4 occupied. You, the account owner, take no seat: each is for a member you ' +
          'invite. An extra seat is ₦20 per month (₦240 per year, billed annually).',
      ),
    ).toBeInTheDocument();
  });

  it('says when the seats paid for the year end', async () => {
    page({
      'GET /api/billing/seats/': {
        body: { ...seats, annual_seats: [{ count: 3, ends_at: '2027-11-16T00:00:00.000Z' }] },
      },
    });
    expect(await screen.findByText(/3 seats paid for the year end on 16 Nov 2027\./)).toBeInTheDocument();
  });

  it('lists the members with Name, Email, Role, Type, Seat Rate/Month, Status and Remove', async () => {
    page();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Type', 'Seat Rate/Month', 'Status', 'Remove']);
    const bola = within(table).getByRole('row', { name: /Bola Ahmed/ });
    expect(within(bola).getByText('₦20')).toBeInTheDocument();
    expect(within(bola).getByText('Active')).toBeInTheDocument();
  });

  it('changes a member’s seat type from the Type column, showing the seats the server answers', async () => {
    const { platform } = page({
      'PATCH /api/billing/seats/u-1/': {
        body: {
          ...seats,
          by_type: { full_time: 1, freelance: 2, client: 1 },
          members: [{ ...seats.members[0]!, type: 'Freelance' }, seats.members[1]!],
          message: "Bola Ahmed's seat is now Freelance.",
        },
      },
    });
    const type = await screen.findByRole('combobox', { name: 'Seat type of Bola Ahmed' });
    expect(type).toHaveValue('Full Time');
    await userEvent.selectOptions(type, 'Freelance');
    expect(platform.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/billing/seats/u-1/',
      body: { type: 'Freelance' },
    });
    expect(await screen.findByRole('region', { name: 'Freelance' })).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: 'Seat type of Bola Ahmed' })).toHaveValue('Freelance');
    expect(platform.toasts.at(-1)).toEqual({
      message: "Bola Ahmed's seat is now Freelance.",
      options: { position: 'bottom-right', type: 'success' },
    });
  });

  it('waits while a seat type is saved; a refusal is the error toast and the type stays', async () => {
    const { platform } = page({
      'PATCH /api/billing/seats/u-1/': {
        status: 409,
        body: { message: 'Only the account owner can change seat types.' },
      },
    });
    const held = holdCalls(platform, 'PATCH', '/api/billing/seats/u-1/');
    const type = await screen.findByRole('combobox', { name: 'Seat type of Bola Ahmed' });
    await userEvent.selectOptions(type, 'Client');
    expect(type).toBeDisabled();
    held.release();
    await waitFor(() => expect(type).toBeEnabled());
    expect(type).toHaveValue('Full Time');
    expect(platform.toasts).toEqual([
      {
        message: 'Only the account owner can change seat types.',
        options: { position: 'bottom-right', type: 'error' },
      },
    ]);
  });

  it('Add Seats works out the amount live as the number and billing change', async () => {
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    const amount = within(dialog).getByTestId('seats-amount');
    expect(amount).toHaveTextContent('₦20 a month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One seat more' }));
    expect(within(dialog).getByLabelText('Number of seats')).toHaveValue('2');
    expect(amount).toHaveTextContent('₦40 a month');
    await userEvent.click(within(dialog).getByLabelText(/Annually/));
    expect(amount).toHaveTextContent('₦480 a year');
    await userEvent.clear(within(dialog).getByLabelText('Number of seats'));
    await userEvent.type(within(dialog).getByLabelText('Number of seats'), '12');
    expect(amount).toHaveTextContent('₦2,880 a year');
  });

  it('refuses a number of seats that is not 1 to 100, sending nothing', async () => {
    const { platform } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    const field = within(dialog).getByLabelText('Number of seats');
    for (const text of ['0', '101', '1.5', 'two']) {
      await userEvent.clear(field);
      await userEvent.type(field, text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(field).toHaveAccessibleDescription('Enter a whole number of seats from 1 to 100.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(toastMessages(platform).at(-1)).toBe('Enter a whole number of seats from 1 to 100.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One seat more' }));
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('monthly seats go to the checkout for what is left of the period; they count once paid', async () => {
    const { checkouts, platform } = page({
      'POST /api/billing/seats/': {
        status: 200,
        body: { status: 'checkout', payment: startedPayment('plt-2', 2_150) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    await userEvent.click(screen.getByRole('button', { name: 'One seat more' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    expect(dialog).toHaveTextContent(
      'You pay now, with your saved card or at the checkout, for what is left of this billing period, then monthly with your plan. The seats count once paid.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(platform.requests.find((request) => request.method === 'POST')?.body).toEqual({
      count: 2,
      billing: 'monthly',
    });
    await waitFor(() => expect(checkouts).toEqual(['http://localhost/test-checkout/plt-2']));
  });

  it('seats paid with the saved card count at once: the message, no checkout, the seats loaded again', async () => {
    const { checkouts, platform } = page({
      'POST /api/billing/seats/': {
        body: {
          status: 'paid',
          message: 'Paid with your saved Visa card ending 4081.',
          payment: { ...startedPayment('plt-4', 2_150), status: 'Paid', checkout_url: '' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Add Seats' })).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Seats' })).not.toBeInTheDocument());
    expect(platform.toasts.map((toast) => toast.message)).toContain(
      'Paid with your saved Visa card ending 4081.',
    );
    expect(checkouts).toEqual([]);
    expect(platform.requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('annual seats go to the checkout', async () => {
    const { checkouts } = page({
      'POST /api/billing/seats/': {
        status: 201,
        body: { status: 'checkout', payment: startedPayment('plt-3', 25_800) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    await userEvent.click(screen.getByLabelText(/Annually/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(checkouts).toEqual(['http://localhost/test-checkout/plt-3']);
  });

  it("shows the server's refusal under the field and keeps the dialog open", async () => {
    const { platform } = page({
      'POST /api/billing/seats/': {
        status: 422,
        body: { message: 'Invalid input', errors: { count: 'Seats are added 1 to 100 at a time.' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Number of seats')).toHaveAccessibleDescription(
        'Seats are added 1 to 100 at a time.',
      ),
    );
    expect(toastMessages(platform)).toEqual(['Invalid input']);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('Add Seats is busy while the seats are sent, and stays busy on the way to the checkout', async () => {
    const { platform, checkouts } = page({
      'POST /api/billing/seats/': {
        status: 200,
        body: { status: 'checkout', payment: startedPayment('plt-4', 1_075) },
      },
    });
    const held = holdPosts(platform, '/api/billing/seats/');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Seats' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Seats' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(checkouts).toEqual(['http://localhost/test-checkout/plt-4']));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('Remove gives up a seat, which stays until the period ends', async () => {
    const { platform } = page({
      'POST /api/billing/seats/remove/': {
        body: {
          ...seats,
          removable: 0,
          ending_at_period_end: 1,
          message: 'The seat is removed at the end of your billing period, on 23 Dec 2026.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Seat' }));
    expect(await screen.findByText(/1 given up seat stays until 23 Dec 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Seat' })).toBeDisabled();
    expect(platform.toasts[0]?.message).toBe(
      'The seat is removed at the end of your billing period, on 23 Dec 2026.',
    );
  });

  it("Remove on a member's row asks first, then takes the seat back: they leave the account's projects", async () => {
    const { platform } = page({
      'DELETE /api/billing/seats/u-1/': {
        body: {
          ...seats,
          occupied: 1,
          members: seats.members.slice(1),
          message: 'Bola Ahmed was removed from your projects. Their seat is free for someone else.',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bola Ahmed' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bola Ahmed?' });
    expect(dialog).toHaveTextContent('Bola Ahmed leaves every project of your account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from projects' }));

    expect(await screen.findByRole('region', { name: 'Total' })).toHaveTextContent('1 / 5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Bola Ahmed')).not.toBeInTheDocument();
    expect(platform.requests.filter((request) => request.method !== 'GET')).toMatchObject([
      { method: 'DELETE', path: '/api/billing/seats/u-1/' },
    ]);
    expect(platform.toasts[0]?.message).toBe(
      'Bola Ahmed was removed from your projects. Their seat is free for someone else.',
    );
  });

  it('a refused removal is the error toast, and the dialog stays to try again or cancel', async () => {
    const { platform } = page({
      'DELETE /api/billing/seats/u-1/': { status: 404, body: { message: 'Member not found.' } },
    });
    const held = holdCalls(platform, 'DELETE', '/api/billing/seats/u-1/');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bola Ahmed' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bola Ahmed?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove from projects' });
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(toastMessages(platform)).toEqual(['Member not found.']);
    expect(screen.getByRole('dialog', { name: 'Remove Bola Ahmed?' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Members' })).toHaveTextContent('Bola Ahmed');
  });

  it('Remove Seat waits for the answer; a refusal is the error toast', async () => {
    const { platform } = page({
      'POST /api/billing/seats/remove/': { status: 409, body: { message: 'Every seat is taken.' } },
    });
    const held = holdPosts(platform, '/api/billing/seats/remove/');
    const remove = await screen.findByRole('button', { name: 'Remove Seat' });
    await userEvent.click(remove);
    expect(remove).toBeDisabled();
    held.release();
    await waitFor(() => expect(remove).toBeEnabled());
    expect(toastMessages(platform)).toEqual(['Every seat is taken.']);
  });

  it('says so when no one holds a seat, and that the owner takes none', async () => {
    page({ 'GET /api/billing/seats/': { body: { ...seats, included: 1, occupied: 0, members: [] } } });
    expect(
      await screen.findByText('No one holds a seat yet. Invite members from a project team page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent(
      '0 / 1Seats held by members of seats included',
    );
    expect(
      screen.getByText(/^1 seat allowed, 0 occupied\. You, the account owner, take no seat/),
    ).toBeInTheDocument();
  });
});
