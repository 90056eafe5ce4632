import { renderPage, waitForPath, type FetchScript } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Placement } from './placements-api';
import PlacementsPage from './placements-page';

/** The page at its route, signed in, with the API answering from `script`. */
const renderPlacements = (script: FetchScript) =>
  renderPage(<PlacementsPage />, { path: '/project/placements', script, token: 'token-1' });

const cakeShop: Placement = {
  project_id: 'p1',
  project_name: 'Cake Shop',
  role: 'UI/UX Designer',
  weekly_rate_kobo: 38_000_000,
  rate: '₦380,000 / week',
  weeks: 6,
  client: 'Crumbs Ltd',
  client_contact: 'Ada Obi',
  status: 'Pending',
  placed_at: '2026-11-23T11:00:00.000Z',
  accepted_at: null,
  workspace_path: '/project/workspace/p1/cake-shop',
  payouts: [],
};

const bookings: Placement = {
  ...cakeShop,
  project_id: 'p2',
  project_name: 'Bookings',
  status: 'Joined',
  accepted_at: '2026-11-20T09:00:00.000Z',
  workspace_path: '/project/workspace/p2/bookings',
  payouts: [
    {
      id: 'pay1',
      invoice_number: 'TI-0001',
      milestone: 'Milestone 1',
      gross_kobo: 10_000_000,
      withholding_kobo: 500_000,
      amount_kobo: 9_500_000,
      status: 'Paid',
      reason: null,
      paid_at: '2026-11-25T09:00:00.000Z',
      created_at: '2026-11-24T09:00:00.000Z',
    },
    {
      id: 'pay2',
      invoice_number: 'TI-0002',
      milestone: 'Milestone 2',
      gross_kobo: 10_000_000,
      withholding_kobo: 500_000,
      amount_kobo: 9_500_000,
      status: 'Failed',
      reason: 'Declined by the receiving bank.',
      paid_at: null,
      created_at: '2026-11-26T09:00:00.000Z',
    },
  ],
};

describe('PlacementsPage', () => {
  it('lists the placements waiting for an answer with project, role, rate, timeline and client', async () => {
    renderPlacements({ 'GET /api/placements/': { body: { placements: [cakeShop, bookings] } } });

    const pending = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const card = within(pending).getByRole('article', { name: 'Cake Shop' });
    expect(card).toHaveTextContent('RoleUI/UX Designer');
    expect(card).toHaveTextContent('Rate₦380,000 / week');
    expect(card).toHaveTextContent('Timeline6 weeks');
    expect(card).toHaveTextContent('ClientCrumbs Ltd');
    expect(card).toHaveTextContent('Placed on 23 November 2026');
    expect(within(card).getByText('Pending')).toBeInTheDocument();

    const joined = screen.getByRole('region', { name: 'Joined' });
    const done = within(joined).getByRole('article', { name: 'Bookings' });
    expect(done).toHaveTextContent('Joined on 20 November 2026');
    expect(within(done).getByRole('link', { name: 'Open workspace' })).toHaveAttribute(
      'href',
      '/project/workspace/p2/bookings',
    );
    expect(within(done).queryByRole('button', { name: /Accept/ })).toBeNull();
    // Their payouts: the milestone, the gross, the withholding tax, what they receive, the status and why.
    const payouts = within(done).getByRole('table', { name: 'Your payouts: Bookings' });
    const [, paid, failed] = within(payouts).getAllByRole('row');
    expect(paid).toHaveTextContent('Milestone 1 (TI-0001)₦100,000₦5,000₦95,000Paid');
    expect(failed).toHaveTextContent(
      'Milestone 2 (TI-0002)₦100,000₦5,000₦95,000FailedDeclined by the receiving bank.',
    );
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('Accept joins the team: the answer as a toast, then the project workspace', async () => {
    const { platform } = renderPlacements({
      'GET /api/placements/': { body: { placements: [cakeShop] } },
      'POST /api/placements/p1/accept/': {
        body: { message: 'You have joined the team.', redirect_url: '/project/workspace/p1/cake-shop' },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Accept placement on Cake Shop' }));
    await waitForPath('/project/workspace/p1/cake-shop');
    expect(platform.toasts).toEqual([
      { message: 'You have joined the team.', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it('says why an acceptance failed and shows the list as it now is', async () => {
    let loads = 0;
    const { platform } = renderPlacements({
      'GET /api/placements/': () => ({
        body: { placements: [loads++ === 0 ? cakeShop : { ...cakeShop, status: 'Joined' }] },
      }),
      'POST /api/placements/p1/accept/': {
        status: 409,
        body: { message: 'You have already joined this project.' },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Accept placement on Cake Shop' }));
    expect(await screen.findByRole('link', { name: 'Open workspace' })).toBeInTheDocument();
    expect(platform.toasts).toEqual([
      {
        message: 'You have already joined this project.',
        options: { position: 'bottom-right', type: 'error' },
      },
    ]);
  });

  it('says when there is nothing yet, and offers Try again after a failure', async () => {
    let calls = 0;
    renderPlacements({
      'GET /api/placements/': () =>
        calls++ === 0
          ? { status: 500, body: { message: 'Placements are unavailable.' } }
          : { body: { placements: [] } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Placements are unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no placements yet/)).toBeInTheDocument();
  });
});
