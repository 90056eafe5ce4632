import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProjectTeamPage from './project-team-page';
import type { PermissionLevel } from '@platform/contract';
import type { TeamOverview } from './team-api';
import { ROOT, TEAM, teamFrame } from './team-test-data';

const PATH = '/project/workspace/:id/:name/project-team';

const PLACED: TeamOverview['placed_team'] = [
  {
    talent_id: 't1',
    user_id: 'u7',
    name: 'Chiamaka Obi',
    role: 'UI/UX Designer',
    start_date: '2026-03-06T09:00:00.000Z',
    weekly_rate_kobo: 38_000_000,
    rate: '₦380,000 / week',
    status: 'Joined',
  },
  {
    talent_id: 't2',
    user_id: 'u8',
    name: 'Tobi Lawal',
    role: 'Backend Developer',
    start_date: '2026-03-05T09:00:00.000Z',
    weekly_rate_kobo: null,
    rate: null,
    status: 'Placed',
  },
];

const FULL_SEATS = {
  plan: 'growth',
  seats_included: 5,
  seats_occupied: 5,
  seats_available: 0,
  seat_price_monthly_kobo: 2_000,
  seat_price_yearly_kobo: 24_000,
  next_billing_date: '2026-12-23T00:00:00.000Z',
};

function openTeam(
  level: PermissionLevel = 'Full Access',
  team: TeamOverview = TEAM,
  more: Record<string, { body: unknown }> = {},
) {
  const { platform } = renderPage(<ProjectTeamPage />, {
    path: PATH,
    url: `${ROOT}/project-team`,
    script: {
      ...teamFrame(level),
      ...more,
      'GET /api/projects/p1/team/': { body: team },
      'POST /api/projects/p1/invitations/i1/resend/': {
        body: { message: 'Invitation sent again to tunde@example.com.' },
      },
    },
    token: 'token-1',
  });
  return platform;
}

describe('ProjectTeamPage', () => {
  it('shows the totals, the project lead, the current focus and the members table', async () => {
    openTeam();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Current Focus', 'Source', 'Status', 'Tasks', 'Last Active', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada ObiOwner', '—', 'Client', 'Active', '0 open / 0', '4 Mar 2026'],
      ['Bola AdeProject Manager', 'Build the login', 'Invited', 'Active', '2 open / 3', '4 Mar 2026'],
      ['tunde@example.comViewer', '—', 'Invited', 'Invited', '—', '—'],
    ]);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('2 active, 1 invited')).toBeInTheDocument();
    expect(screen.getAllByText('Bola Ade')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Build the login').length).toBe(2);
    expect(within(rows[1]!).getByRole('link', { name: 'Bola Ade' })).toHaveAttribute(
      'href',
      `${ROOT}/team-profile?member=u2`,
    );
  });

  it('managers add members and re-send invitations; the promo cards show the coming-soon notice', async () => {
    const platform = openTeam();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Add Team Member' })).toHaveAttribute(
      'href',
      `${ROOT}/add-team-member`,
    );
    // The rights come with the project: the page makes no rights call of its own.
    expect(platform.requests.filter((request) => request.path.includes('/permissions/'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Re-send' }));
    await waitFor(() =>
      expect(platform.toasts.map((toast) => toast.message)).toEqual([
        'Invitation sent again to tunde@example.com.',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Hire the team' })).toHaveAttribute('href', `${ROOT}/hire`);
    await user.click(screen.getByRole('button', { name: 'Browse talent' }));
    expect(platform.comingSoonCalls).toBe(1);
  });

  it('when every seat is taken, tells the owner why, offers Add Seats, and still Add Team Member for people already on a seat', async () => {
    const frame = teamFrame();
    const project = frame['GET /api/projects/p1/'] as { body: Record<string, unknown> };
    openTeam('Full Access', TEAM, {
      'GET /api/projects/p1/': { body: { ...project.body, is_owner: true } },
      'GET /api/projects/p1/seat-cost/': { body: FULL_SEATS },
    });
    expect(await screen.findByRole('link', { name: 'Add Seats' })).toHaveAttribute(
      'href',
      '/billing/team-seats',
    );
    expect(
      screen.getByText(
        'All the seats of your plan are occupied. Add a seat to invite another member. People already on one of these projects can still be added.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Team Member' })).toHaveAttribute(
      'href',
      `${ROOT}/add-team-member`,
    );
  });

  it('when every seat is taken, tells a manager who is not the owner to ask the owner, with nothing to buy', async () => {
    openTeam('Full Access', TEAM, { 'GET /api/projects/p1/seat-cost/': { body: FULL_SEATS } });
    expect(
      await screen.findByText(
        "All the seats of the project owner's plan are occupied. Ask the owner to add a seat to invite another member. People already on one of these projects can still be added.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Seats' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Team Member' })).toBeInTheDocument();
  });

  it('with a free seat, offers Add Team Member', async () => {
    openTeam('Full Access', TEAM, {
      'GET /api/projects/p1/seat-cost/': { body: { ...FULL_SEATS, seats_occupied: 4, seats_available: 1 } },
    });
    expect(await screen.findByRole('link', { name: 'Add Team Member' })).toHaveAttribute(
      'href',
      `${ROOT}/add-team-member`,
    );
    expect(screen.queryByRole('link', { name: 'Add Seats' })).toBeNull();
  });

  it('a member with View in Team Management sees the team but no team actions', async () => {
    openTeam('View');
    await screen.findByRole('table');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Re-send' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Add Team Member' })).toBeNull();
  });

  it('once a team is placed, shows each talent with role, start date and rate, and no longer offers to hire one', async () => {
    openTeam('Full Access', { ...TEAM, placed_team: PLACED });
    const hired = await screen.findByRole('region', { name: 'Your hired team' });
    const cards = within(hired).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Chiamaka ObiUI/UX DesignerStarted 6 Mar 2026₦380,000 / weekJoined',
      'Tobi LawalBackend DeveloperPlaced 5 Mar 2026Waiting to join',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Chiamaka Obi' })).toHaveAttribute(
      'href',
      `${ROOT}/team-profile?member=u7`,
    );
    expect(screen.queryByRole('heading', { name: 'Hire our expert team' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hire the team' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Browse talent' })).toBeInTheDocument();
  });

  it('before a team is placed, offers to hire one and shows no hired team', async () => {
    openTeam();
    expect(await screen.findByRole('heading', { name: 'Hire our expert team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your hired team' })).toBeNull();
  });
});
