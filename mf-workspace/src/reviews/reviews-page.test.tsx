import { currentSearch, renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReviewsPage from './reviews-page';

const ROOT = '/project/workspace/p1/salon-booking';

const feature = (id: string, name: string) => ({
  feature_id: id,
  feature_name: name,
  date_created: '2026-03-02T09:00:00Z',
  feature_progress: 0,
  feature_short_description: '',
  feature_specification: [],
  feature_sprint: null,
});

const REVIEW = {
  id: 'r1',
  name: 'Booking flow',
  deliverable_type: 'Design',
  review_type: 'Client Review',
  status: 'review',
  round: 1,
  linked_to: { type: 'Feature', name: 'Card payments' },
  submitted_by: { id: 'u1', name: 'Tola Adeyemi' },
  file_count: 1,
  comment_count: 0,
  updated_at: '2026-03-02T10:00:00Z',
};

describe('the reviews page', () => {
  it('narrows the list to one feature from the side navigation, and shows every review again on request', async () => {
    const { platform } = renderPage(<ReviewsPage />, {
      path: '/project/workspace/:id/:name/reviewandapproval',
      url: `${ROOT}/reviewandapproval?feature=f2`,
      token: 'token-1',
      script: {
        'GET /api/projects/p1/': {
          body: {
            id: 'p1',
            name: 'Salon Booking',
            status: 'IN_PROGRESS',
            brief_version: 1,
            team_members: [],
          },
        },
        'POST /api/insights/': { body: { page_message: 'Setup in progress', insight: 'All good.' } },
        'POST /api/handle-load-conversation/': { body: { conversation: [] } },
        'POST /api/get-project-features/': {
          body: { features: [feature('f1', 'Online booking'), feature('f2', 'Card payments')] },
        },
        'GET /api/projects/p1/reviews/': (request) => ({
          body: {
            reviews: request.url.includes('feature_id=f2') ? [REVIEW] : [],
            counts: { all: 1, pending: 1, approved: 0, rejected: 0 },
          },
        }),
      },
    });
    expect(await screen.findByText('Reviews linked to Card payments')).toBeInTheDocument();
    expect(await screen.findByText('Booking flow')).toBeInTheDocument();
    // Headed and named in the footer alike, as the spec's navigation group: Review & Approvals.
    expect(screen.getByRole('heading', { name: 'Review & Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Review & Approvals$/);
    expect(
      platform.requests.filter((request) => request.path === '/api/projects/p1/reviews/').at(-1)?.url,
    ).toBe('/api/projects/p1/reviews/?tab=all&feature_id=f2');

    await userEvent.click(screen.getByRole('link', { name: 'Show all reviews' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(await screen.findByText('No reviews here yet.')).toBeInTheDocument();
    expect(screen.queryByText('Reviews linked to Card payments')).not.toBeInTheDocument();
  });
});
