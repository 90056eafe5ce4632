import { everyArea } from '@platform/contract';
import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectDetails } from '../projects/project-api';
import { milestone } from '../milestones/milestone-test-data';
import type { MilestoneTimeline } from '../milestones/milestones-api';
import { TEAM } from '../team/team-test-data';
import WorkspaceOverviewPage, { OVERVIEW_TEXTS } from './workspace-overview-page';

const ROOT = '/project/workspace/p1/logo-for-bakery';

const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Logo for Bakery',
  status: 'PENDING_REVIEW',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: 'Look more premium',
  type: 'Design project',
  team_members: [],
  budget: { min_kobo: 100_000_000, max_kobo: 300_000_000 },
  timeline: { text: 'By March', weeks: null, deadline: '2027-03-31' },
  estimated_completion: { date: '2027-03-31', basis: 'deadline' },
};

function openWorkspace(project: { status?: number; body: unknown }, hired: Record<string, unknown> = {}) {
  const { platform } = renderPage(<WorkspaceOverviewPage />, {
    path: '/project/workspace/:id/:name',
    url: ROOT,
    script: {
      'GET /api/projects/p1/': project,
      'POST /api/insights/': {
        body: {
          page_message: 'Workspace Overview: Setup in progress',
          insight: 'Our team is reviewing "Logo for Bakery".',
        },
      },
      ...hired,
    },
    token: 'token-1',
  });
  return platform;
}

describe('WorkspaceOverviewPage', () => {
  it("shows the project's overview, the assistant's insight and the footer bar", async () => {
    const platform = openWorkspace({ body: PROJECT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logo for Bakery' })).toBeInTheDocument();
    expect(screen.getByText('V:0')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Preview link' })).toHaveValue('No preview links found');
    expect(screen.getByText('Your work is in progress at the moment.')).toBeInTheDocument();
    expect(screen.getByText('Goal: Look more premium')).toBeInTheDocument();
    expect(screen.getByText('Deliverables Details').nextElementSibling).toHaveTextContent('Design project');
    expect(screen.getByText('Collaborators').nextElementSibling).toHaveTextContent('No collaborators yet');
    expect(screen.getByText('Budget').nextElementSibling).toHaveTextContent('₦1,000,000 – ₦3,000,000');
    expect(screen.getByText('Timeline').nextElementSibling).toHaveTextContent('By March');
    expect(screen.getByText('Est. Completion Date').nextElementSibling).toHaveTextContent('31 March 2027');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Project ID: p1Workspace Overview');

    expect(await screen.findByTestId('page-message')).toHaveTextContent(
      'Workspace Overview: Setup in progress',
    );
    expect(screen.getByTestId('insight')).toHaveTextContent('Our team is reviewing "Logo for Bakery".');
    expect(platform.requests.find((request) => request.path === '/api/insights/')?.body).toEqual({
      project_id: 'p1',
      page_name: 'workspace',
    });
    expect(JSON.parse(window.localStorage.getItem('activeProject') ?? 'null')).toEqual({
      id: 'p1',
      name: 'Logo for Bakery',
    });
  });

  it('links the workspace pages, Timeline & Milestones and Recent Updates too, and shows the unfinished ones as coming soon', async () => {
    const platform = openWorkspace({ body: { ...PROJECT, my_permissions: everyArea('Full Access') } });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Project Brief' })).toHaveAttribute(
      'href',
      `${ROOT}/project-brief`,
    );
    for (const link of screen.getAllByRole('link', { name: 'Add New Task' })) {
      expect(link).toHaveAttribute('href', `${ROOT}/add-new-task`);
    }
    expect(within(nav).getByRole('link', { name: 'Timeline & Milestones' })).toHaveAttribute(
      'href',
      `${ROOT}/timeline-and-milestones`,
    );
    expect(within(nav).getByRole('link', { name: 'Recent Updates' })).toHaveAttribute(
      'href',
      `${ROOT}/recent-updates`,
    );
    expect(within(nav).queryByRole('button', { name: 'Recent Updates' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(platform.comingSoonCalls).toBe(1);
  });

  it('a Completed project says so and leads to its handover, from the overview and the navigation', async () => {
    openWorkspace({ body: { ...PROJECT, status: 'COMPLETED' } });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Handover' })).toHaveAttribute('href', `${ROOT}/handover`);
    expect(screen.getByTestId('project-status')).toHaveTextContent('Completed');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(OVERVIEW_TEXTS.completed);
    expect(within(status).getByRole('link', { name: OVERVIEW_TEXTS.handoverLink })).toHaveAttribute(
      'href',
      `${ROOT}/handover`,
    );
    expect(screen.queryByText('Your work is in progress at the moment.')).toBeNull();
  });

  it('offers no handover before the project is Completed', async () => {
    openWorkspace({ body: { ...PROJECT, status: 'IN_PROGRESS' } });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).queryByRole('link', { name: 'Handover' })).toBeNull();
    expect(screen.queryByRole('link', { name: OVERVIEW_TEXTS.handoverLink })).toBeNull();
  });

  it('dates the completion from the signed contract beside its weeks, from a proposal if signed today, else not yet', async () => {
    const completionOf = async (body: ProjectDetails) => {
      const { unmount } = renderPage(<WorkspaceOverviewPage />, {
        path: '/project/workspace/:id/:name',
        url: ROOT,
        script: { 'GET /api/projects/p1/': { body }, 'POST /api/insights/': { body: {} } },
        token: 'token-1',
      });
      const shown = (await screen.findByText('Est. Completion Date')).nextElementSibling?.textContent;
      unmount();
      return shown;
    };
    const weeks = { text: '10 weeks', weeks: 10, deadline: null };
    expect(
      await completionOf({
        ...PROJECT,
        timeline: weeks,
        estimated_completion: { date: '2027-02-01', basis: 'contract' },
      }),
    ).toBe('1 February 2027');
    expect(
      await completionOf({
        ...PROJECT,
        timeline: weeks,
        estimated_completion: { date: '2027-02-01', basis: 'proposal' },
      }),
    ).toBe('1 February 2027 if the contract is signed today');
    expect(await completionOf({ ...PROJECT, timeline: weeks, estimated_completion: null })).toBe(
      'Not set yet',
    );
  });

  it('says so when the project is not found', async () => {
    openWorkspace({ status: 404, body: { message: 'Project not found.' } });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute(
      'href',
      '/project/all-projects',
    );
  });

  it('a hired project shows its placed team, the next milestone and what is due', async () => {
    const timeline: MilestoneTimeline = {
      today: '2026-11-23',
      milestones: [
        milestone({ id: 'm1', position: 1, status: 'Paid' }),
        milestone({ id: 'm2', position: 2, status: 'Accepted' }),
        milestone({ id: 'm3', position: 3, status: 'In Progress' }),
      ],
      next: {
        id: 'm3',
        title: 'Milestone 3',
        due_date: '2026-12-21',
        status: 'In Progress',
        text: 'Milestone 3 is in progress, due 2026-12-21.',
      },
    };
    const placed = {
      talent_id: 't1',
      user_id: 'u7',
      name: 'Chiamaka Obi',
      role: 'UI/UX Designer',
      start_date: '2026-03-06T09:00:00.000Z',
      weekly_rate_kobo: null,
      rate: null,
      status: 'Joined' as const,
    };
    openWorkspace(
      { body: { ...PROJECT, status: 'IN_PROGRESS' } },
      {
        'GET /api/projects/p1/team/': { body: { ...TEAM, placed_team: [placed] } },
        'GET /api/projects/p1/milestones/': { body: timeline },
      },
    );
    const team = await screen.findByRole('list', { name: 'Your team' });
    expect(within(team).getByRole('listitem')).toHaveTextContent('Chiamaka Obi UI/UX Designer');
    expect(screen.getByRole('link', { name: 'See the team' })).toHaveAttribute(
      'href',
      `${ROOT}/project-team`,
    );
    expect(await screen.findByText('Milestone 3 is in progress, due 2026-12-21.')).toBeInTheDocument();
    const due = screen.getByRole('list', { name: 'What is due' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['₦1,520,000 for Milestone 2 (accepted, to pay)']);
  });

  it('shows no team, milestone or due box before a team is placed', async () => {
    openWorkspace(
      { body: PROJECT },
      {
        'GET /api/projects/p1/team/': { body: TEAM },
        'GET /api/projects/p1/milestones/': { body: { today: '2026-11-23', milestones: [], next: null } },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Logo for Bakery' })).toBeInTheDocument();
    await screen.findByTestId('insight');
    expect(screen.queryByRole('heading', { name: 'Your team' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What is due' })).toBeNull();
  });
});
