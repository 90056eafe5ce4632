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

  it("checks a split before sending it, in the server's words, and sends the naira typed as kobo", async () => {
    const planned = milestone({
      id: 'm2',
      position: 1,
      status: 'Planned',
      features: [
        { id: 'f1', name: 'Catalogue' },
        { id: 'f2', name: 'Checkout' },
      ],
      can: { deliver: true, split: true, accept: false, request_changes: false },
    });
    const { platform } = open({
      'GET /api/projects/p1/milestones/': { body: timeline([planned]) },
      'POST /api/milestones/m2/split/': { status: 201, body: { message: 'Milestone split.' } },
    });
    const card = await screen.findByRole('article', { name: 'Milestone 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Split' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Milestone 1' });
    const title = within(dialog).getByLabelText('Title');
    const due = within(dialog).getByLabelText('Due date');
    const amount = within(dialog).getByLabelText('Amount (₦, out of ₦1,520,000)');
    const split = within(dialog).getByRole('button', { name: 'Split' });
    const refused = async (field: HTMLElement, message: string) => {
      await userEvent.click(split);
      expect(field).toHaveAccessibleDescription(message);
      expect(toastMessages(platform).at(-1)).toBe(message);
    };

    await userEvent.type(title, '   ');
    await refused(title, 'Give the new milestone a title (up to 120 characters).');
    await userEvent.type(title, '🎂 كعكة');
    await userEvent.clear(due);
    await refused(due, 'Please pick a real due date.');
    await userEvent.type(due, '2026-12-08');
    await refused(
      due,
      'The due date must be between today and the due date of the milestone it is split from.',
    );
    await userEvent.clear(due);
    await userEvent.type(due, '2026-11-22');
    await refused(
      due,
      'The due date must be between today and the due date of the milestone it is split from.',
    );
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-01');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Catalogue' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Checkout' }));
    await userEvent.click(split);
    expect(toastMessages(platform).at(-1)).toBe(
      'Pick features of this milestone only, and leave it at least one when it has several.',
    );
    // Marked at the features too, not only in the toast.
    expect(within(dialog).getByRole('group', { name: 'Features it delivers' })).toHaveAccessibleDescription(
      'Pick features of this milestone only, and leave it at least one when it has several.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Checkout' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Checkout' }));
    const amountRule =
      "Enter the amount in naira, with at most two decimal places, more than zero and less than the milestone's amount.";
    for (const typed of ['', '-500', '12.345', 'ten thousand', '0', '1,520,000', '٥٠٠']) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await refused(amount, amountRule);
    }
    expect(platform.requests.filter((request) => request.path === '/api/milestones/m2/split/')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '₦ 250,000.5');
    await userEvent.dblClick(split);
    await waitFor(() => expect(toastMessages(platform)).toContain('Milestone split.'));
    const posts = platform.requests.filter((request) => request.path === '/api/milestones/m2/split/');
    expect(posts.map((request) => request.body)).toEqual([
      { title: '🎂 كعكة', due_date: '2026-12-01', feature_ids: ['f1'], amount_kobo: 25_000_050 },
    ]);
  });
});
