import { renderPage } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamMemberAddedPage from './team-member-added-page';
import type { SeatCost } from './team-api';
import { ROOT, teamFrame } from './team-test-data';

const PATH = '/project/workspace/:id/:name/team-member-added-successfully';

const seats = (overrides: Partial<SeatCost> = {}): SeatCost => ({
  plan: 'growth',
  seats_included: 5,
  seats_occupied: 4,
  seats_available: 1,
  seat_price_monthly_kobo: 2_000,
  seat_price_yearly_kobo: 24_000,
  next_billing_date: '2026-12-23T00:00:00.000Z',
  ...overrides,
});

function open(reply: { status?: number; body: unknown }, isOwner = true) {
  const frame = teamFrame();
  const project = frame['GET /api/projects/p1/'] as { body: object };
  renderPage(<TeamMemberAddedPage />, {
    path: PATH,
    url: `${ROOT}/team-member-added-successfully?role=Project%20Manager`,
    script: {
      ...frame,
      'GET /api/projects/p1/': { body: { ...project.body, is_owner: isOwner } },
      'GET /api/projects/p1/seat-cost/': reply,
    },
    token: 'token-1',
  });
}

describe('the Seat Cost Notification after an invite', () => {
  it("tells the owner's seats, the price of one more and the next billing date, naming the role", async () => {
    open({ body: seats() });
    const notice = await screen.findByRole('region', { name: 'Seat Cost Notification' });
    expect(notice).toHaveTextContent(
      'Your plan allows 5 seats, and 4 are occupied. You, the account owner, take no seat: each is for a member you invite.',
    );
    expect(notice).toHaveTextContent(
      'An additional seat costs ₦20 per month (₦240 per year, billed annually), added to your next billing cycle on 23 December 2026.',
    );
    expect(notice).toHaveTextContent('The new Project Manager will take your last free seat when they join.');
  });

  it('links to Add Seats when every seat is taken', async () => {
    open({ body: seats({ seats_occupied: 5, seats_available: 0 }) });
    expect(await screen.findByRole('link', { name: 'Add Seats' })).toHaveAttribute(
      'href',
      '/billing/team-seats',
    );
  });

  it("tells a member with Edit the owner's seats, not theirs, with no Add Seats link of their own", async () => {
    open({ body: seats({ seats_included: 1, seats_occupied: 1, seats_available: 0 }) }, false);
    const notice = await screen.findByRole('region', { name: 'Seat Cost Notification' });
    expect(notice).toHaveTextContent(
      "The project owner's plan allows 1 seat, and 1 is occupied. The owner takes no seat: each is for a member invited to their projects.",
    );
    expect(notice).toHaveTextContent("added to the owner's next billing cycle on 23 December 2026.");
    expect(notice).toHaveTextContent(
      'Every seat is taken: ask the project owner to add a seat before the new Project Manager can join.',
    );
    expect(notice).not.toHaveTextContent(/your/i);
    expect(screen.queryByRole('link', { name: 'Add Seats' })).toBeNull();
  });

  it('shows nothing to a member who may not invite', async () => {
    open({ status: 403, body: { message: 'You need Edit access to Team Management & Collaboration.' } });
    expect(await screen.findByText('Team member added')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seat Cost Notification' })).toBeNull();
  });
});
