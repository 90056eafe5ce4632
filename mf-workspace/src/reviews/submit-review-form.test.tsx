import { holdPosts, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitReviewForm } from './submit-review-form';

const NAME_REQUIRED = 'Submission name is required.';

function open(reply: { status?: number; body: unknown }) {
  const onSubmitted = vi.fn();
  const { platform } = renderPage(<SubmitReviewForm projectId="p1" onSubmitted={onSubmitted} />, {
    script: {
      'GET /api/projects/p1/files/': { body: { files: [] } },
      'POST /api/projects/p1/reviews/': reply,
    },
    token: 'token-1',
  });
  return { platform, onSubmitted };
}

describe('SubmitReviewForm', () => {
  it("shows the server's refusal under the field it is about, focused, and as a toast", async () => {
    const { platform, onSubmitted } = open({
      status: 422,
      body: { message: NAME_REQUIRED, errors: { submission_name: NAME_REQUIRED } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    const name = screen.getByLabelText('Submission name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(name).toHaveFocus();
    expect(toastMessages(platform)).toEqual([NAME_REQUIRED]);
    expect(onSubmitted).not.toHaveBeenCalled();

    await userEvent.type(name, 'Homepage');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("sends once, says 'Submitting...' meanwhile, then toasts the answer and opens the review", async () => {
    const { platform, onSubmitted } = open({
      body: { message: 'Submitted for review.', review: { id: 'r1' } },
    });
    const held = holdPosts(platform, '/api/projects/p1/reviews/');
    await userEvent.type(screen.getByLabelText('Submission name'), 'Homepage');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('r1'));
    expect(platform.toasts).toEqual([
      { message: 'Submitted for review.', options: { position: 'bottom-right', type: 'success' } },
    ]);
    expect(
      platform.requests.find((request) => request.path === '/api/projects/p1/reviews/')?.body,
    ).toMatchObject({
      submission_name: 'Homepage',
    });
  });

  it('stops text past the server\'s limits in the fields themselves (no "Too big" from the server)', () => {
    open({ body: {} });
    expect(screen.getByLabelText('Submission name')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Link')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('maxLength', '5000');
  });
});
