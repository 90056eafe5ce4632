import { renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamFrame } from '../team/team-test-data';
import { milestone } from './milestone-test-data';
import type { Milestone, MilestoneTimeline } from './milestones-api';
import TimelinePage from './timeline-page';

const delivered = milestone({
  id: 'm1',
  position: 1,
  status: 'Delivered',
  auto_accept_on: '2026-11-30',
  review_path: '/project/workspace/p1/salon-booking/reviewandapproval?review=r1',
  history: [{ kind: 'Delivered', by: 'Chiamaka Obi', note: 'First cut.', at: '2026-11-23T10:00:00.000Z' }],
  can: { deliver: false, split: false, accept: true, request_changes: true },
});

const timeline = (milestones: Milestone[]): MilestoneTimeline => ({
  today: '2026-11-23',
  milestones,
  next: {
    id: 'm1',
    title: 'Milestone 1',
    due_date: '2026-12-07',
    status: 'Delivered',
    text: "Milestone 1 is delivered and waits for the client's answer.",
  },
});

function open(script: Record<string, unknown>) {
  return renderPage(<TimelinePage />, {
    path: '/project/workspace/:id/:name/timeline-and-milestones',
    url: '/project/workspace/p1/salon-booking/timeline-and-milestones',
    token: 'token-1',
    script: {
      ...teamFrame('Edit'),
      'POST /api/handle-load-conversation/': { body: { conversation: [] } },
      ...script,
    } as never,
  });
}

describe('Timeline & Milestones', () => {
  it("shows each milestone on the time line with today, its features, progress, status and what's next", async () => {
    open({
      'GET /api/projects/p1/milestones/': {
        body: timeline([
          delivered,
          milestone({ id: 'm2', position: 2, status: 'Planned', due_date: '2026-12-21' }),
        ]),
      },
    });
    const first = await screen.findByRole('article', { name: 'Milestone 1' });
    expect(within(first).getByText('Delivered', { selector: 'span' })).toBeInTheDocument();
    expect(within(first).getByText('Catalogue')).toBeInTheDocument();
    expect(within(first).getByText('25% (1 of 4 tasks done)')).toBeInTheDocument();
    expect(within(first).getByText(/^Due 7 December 2026/)).toBeInTheDocument();
    expect(
      within(first).getByText('Accepted automatically on 30 November 2026 without an answer.'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open the delivery' })).toHaveAttribute(
      'href',
      '/project/workspace/p1/salon-booking/reviewandapproval?review=r1',
    );
    expect(screen.getByRole('img', { name: 'Time line: today is 23 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "What's next" })).toHaveTextContent(
      "Milestone 1 is delivered and waits for the client's answer.",
    );
    expect(within(screen.getByRole('article', { name: 'Milestone 2' })).queryByRole('button')).toBeNull();
  });

  it('requests changes with a comment, then accepts, each answered by the server', async () => {
    let accepted = false;
    const { platform } = open({
      'GET /api/projects/p1/milestones/': () => ({
        body: timeline([accepted ? milestone({ id: 'm1', position: 1, status: 'Paid' }) : delivered]),
      }),
      'POST /api/milestones/m1/request-changes/': {
        status: 422,
        body: {
          message: 'Please say what should change.',
          errors: { comment: 'Please say what should change.' },
        },
      },
      'POST /api/milestones/m1/accept/': () => {
        accepted = true;
        return { body: { message: 'Milestone accepted.' } };
      },
    });
    const first = await screen.findByRole('article', { name: 'Milestone 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes to Milestone 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(toastMessages(platform)).toContain('Please say what should change.'));
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastMessages(platform)).toContain('Milestone accepted.'));
    expect(
      await within(await screen.findByRole('article', { name: 'Milestone 1' })).findByText('Paid'),
    ).toBeInTheDocument();
  });
});
