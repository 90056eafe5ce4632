import { renderPage } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewDetailView } from './review-detail';

const REVIEW = {
  id: 'r1',
  name: 'Booking screen, first cut',
  deliverable_type: 'Design',
  review_type: 'Internal Review',
  status: 'review',
  round: 1,
  linked_to: { type: 'Task', name: 'Design the booking screen' },
  submitted_by: { id: 'u1', name: 'Kemi Adeyemi' },
  file_count: 1,
  comment_count: 0,
  updated_at: '2026-03-02T10:00:00Z',
  link: null,
  notes: '',
  team_access: 'Entire Team',
  members: [],
  files: [
    {
      id: 'f1',
      name: 'launch-plan.pdf',
      version: 2,
      status: 'In Review',
      mime_type: 'application/pdf',
      download_url: '/api/files/f1/download/?version=2',
    },
  ],
  comments: [],
  changes: [],
  history: [],
  rejection_reason: null,
  can: { comment: true, decide: true, resubmit: false },
};

/** The preview's bytes (fetched with the token by the page itself), answered when the test says. */
let answerPreview: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve) => {
        answerPreview = () => resolve(new Response('%PDF-1.4', { status: 200 }));
      }),
  );
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review detail', () => {
  it('approves with the whole comment typed while the PDF preview was still loading, though its viewer takes the focus once loaded', async () => {
    const { platform } = renderPage(<ReviewDetailView reviewId="r1" onBack={() => undefined} />, {
      token: 'token-1',
      script: {
        'GET /api/reviews/r1/': { body: REVIEW },
        'POST /api/reviews/r1/approve/': { body: { message: 'Review approved.' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve review' });
    const comment = within(dialog).getByLabelText('Comment (optional)');
    await userEvent.type(comment, 'Clean and clear,');

    // The preview arrives behind the dialog, and Chromium's PDF viewer moves the focus into its frame.
    answerPreview();
    const preview = await screen.findByTitle('Preview of launch-plan.pdf');
    preview.focus();
    await userEvent.keyboard(' ship it.');

    expect(comment).toHaveValue('Clean and clear, ship it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(platform.toasts.map((toast) => toast.message)).toEqual(['Review approved.']));
    expect(platform.requests.filter((request) => request.method === 'POST')).toMatchObject([
      { path: '/api/reviews/r1/approve/', body: { comment: 'Clean and clear, ship it.' } },
    ]);
  });

  it('keeps the next comment being typed while the thread reloads after a post', async () => {
    let posted = false;
    const { platform } = renderPage(<ReviewDetailView reviewId="r1" onBack={() => undefined} />, {
      token: 'token-1',
      script: {
        'GET /api/reviews/r1/': { body: REVIEW },
        'GET /api/reviews/r1/comments/': () => ({
          body: {
            mentionable: [],
            comments: posted
              ? [
                  {
                    id: 'c1',
                    author: { id: 'u2', name: 'Tayo Okoro' },
                    body: 'The header is too tall.',
                    deleted: false,
                    mine: false,
                    mentions: [],
                    created_at: '2026-03-02T11:00:00Z',
                    edited_at: null,
                    replies: [],
                  },
                ]
              : [],
          },
        }),
        'POST /api/reviews/r1/comments/': () => {
          posted = true;
          return { status: 201, body: { message: 'Comment added.' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    await userEvent.type(await screen.findByLabelText('Comment'), 'The header is too tall.');
    // The thread's reloads (its comments, the review's counts) wait until the test lets them through.
    const get = platform.api.get.bind(platform.api);
    const held: (() => void)[] = [];
    const reloaded = () => held.splice(0).forEach((release) => release());
    platform.api.get = <T,>(...args: Parameters<typeof get>) =>
      new Promise<T>((resolve, reject) => {
        held.push(() => void get<T>(...args).then(resolve, reject));
      });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue(''));

    await userEvent.type(screen.getByLabelText('Comment'), 'And the footer');
    reloaded();
    expect(await screen.findByText('The header is too tall.')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('And the footer');
  });
});
