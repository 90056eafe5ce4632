import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT, ROOT } from './hire-test-project';
import type { TeamProposal } from './hire-api';
import TeamSelectionPage from './team-selection-page';

const frame = {
  'GET /api/projects/p1/': { body: PROJECT },
  'POST /api/insights/': { body: { page_message: 'Team', insight: 'Your team.' } },
  'POST /api/handle-load-conversation/': { body: { conversation: [] } },
};

const member = (id: string, name: string, role: string, rate: string) => ({
  id,
  name,
  role,
  discipline: 'design' as const,
  rate,
  weekly_rate_kobo: 0,
  experience: '6 years',
  experience_years: 6,
  skills: ['Figma'],
  bio: '',
  available: true,
  reason: null,
});

const SENT: TeamProposal = {
  status: 'Sent',
  version: 2,
  sent_at: '2026-03-02T10:00:00Z',
  sent_on: '2 March 2026',
  locked: false,
  summary: 'A designer first, then a developer joins to build the ordering site.',
  weeks: 4,
  weeks_reason: '2 phases: Design (2 weeks), Build (2 weeks).',
  installments: false,
  members: [
    member('t1', 'Chiamaka Obi', 'UI/UX Designer', '₦300,000 / week'),
    member('t2', 'Emeka Nwosu', 'Frontend Developer', '₦120,000 / week'),
  ],
  phases: [
    {
      name: 'Design',
      weeks: 2,
      talent_ids: ['t1'],
      members: ['Chiamaka Obi'],
      cost_kobo: 0,
      cost: '₦600,000',
    },
    {
      name: 'Build',
      weeks: 2,
      talent_ids: ['t1', 't2'],
      members: ['Chiamaka Obi', 'Emeka Nwosu'],
      cost_kobo: 0,
      cost: '₦840,000',
    },
  ],
  total_kobo: 144_000_000,
  total: '₦1,440,000',
  budget: '₦1,500,000',
  budget_note: '',
  budget_fit: '',
};

const open = (proposal: TeamProposal) =>
  renderPage(<TeamSelectionPage />, {
    path: '/project/workspace/:id/:name/team-selection',
    url: `${ROOT}/team-selection`,
    script: {
      ...frame,
      'GET /api/projects/p1/team-proposal/': { body: proposal },
      'POST /api/reply/': { body: { reply: 'A person will look at it.' } },
      'POST /api/talk-to-person/': { status: 201, body: { message: 'Thanks.' } },
    },
    token: 'token-1',
  });

describe('TeamSelectionPage', () => {
  it('shows the sent version with its date, its team, phases, total and the budget', async () => {
    open(SENT);
    expect(await screen.findByTestId('proposal-version')).toHaveTextContent(
      'Version 2, sent on 2 March 2026',
    );
    const team = screen.getByRole('region', { name: 'Proposed team (2)' });
    expect(
      within(team)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Chiamaka Obi', 'Emeka Nwosu']);
    expect(screen.getByTestId('proposal-total')).toHaveTextContent('₦1,440,000');
    expect(screen.getByText('₦840,000')).toBeInTheDocument();
    expect(screen.getByText(/Your budget:/)).toHaveTextContent('Your budget: ₦1,500,000.');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `${ROOT}/review-team-and-cost`,
    );
  });

  it('shows the note Operations wrote when the total is over the budget', async () => {
    open({ ...SENT, budget_note: 'Ordering needs a backend developer.' });
    expect(await screen.findByTestId('budget-note')).toHaveTextContent('Ordering needs a backend developer.');
  });

  it('says plainly when the whole plan is over the budget and which first phase fits it (issue #28)', async () => {
    const fit =
      'The whole plan costs ₦5,160,000, more than your budget of ₦1,500,000. The first phase, Phase 1: first ' +
      'release, fits your budget and your deadline: ₦1,240,000 over 2 weeks. Later phases follow at their own ' +
      'cost when you are ready: Phase 2: the rest: ₦3,920,000 (4 weeks).';
    open({ ...SENT, budget_fit: fit });
    const schedule = await screen.findByRole('region', { name: 'Schedule and cost' });
    expect(within(schedule).getByTestId('budget-fit')).toHaveTextContent(`Your budget and deadline: ${fit}`);
  });

  it('shows no budget sentence when the client gave neither budget nor deadline', async () => {
    open({ ...SENT, budget: null });
    await screen.findByTestId('proposal-total');
    expect(screen.queryByTestId('budget-fit')).toBeNull();
  });

  it('asks Operations for a change through the live chat and the staff inbox, naming the version', async () => {
    const { platform } = open(SENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a change' }));
    const message = 'I would like a change to version 2 of the team proposal for my project "Crumbs".';
    await waitFor(() =>
      expect(platform.requests.find((request) => request.path === '/api/talk-to-person/')?.body).toEqual({
        message,
        topic: 'Support',
      }),
    );
    expect(platform.requests.find((request) => request.path === '/api/reply/')?.body).toEqual({ message });
  });

  it('says the proposal is being prepared until one is sent', async () => {
    open({ ...SENT, status: 'Preparing', version: null, sent_on: null, members: [], phases: [] });
    expect(
      await screen.findByText(
        'Our operations team is preparing your team proposal. We will notify you as soon as it is ready.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: /Proposed team/ })).toBeNull();
  });
});
