import { holdPosts, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePlatform } from '@platform/shared-ui';
import { ReviewCommentForm } from './review-comment-form';

const COMMENT_REQUIRED = 'Please write a comment.';

function CommentOn({ replyTo, onPosted }: { replyTo: string | null; onPosted: () => void }) {
  const { api } = usePlatform();
  return (
    <ReviewCommentForm
      replyTo={replyTo}
      onPost={(comment) => api.post<{ message: string }>('/api/reviews/r1/comments/', comment)}
      onPosted={onPosted}
    />
  );
}

function open(reply: { status?: number; body: unknown }, replyTo: string | null = null) {
  const onPosted = vi.fn();
  const { platform } = renderPage(<CommentOn replyTo={replyTo} onPosted={onPosted} />, {
    script: { 'POST /api/reviews/r1/comments/': reply },
    token: 'token-1',
  });
  return { platform, onPosted };
}

describe('ReviewCommentForm', () => {
  it('posts once, waiting meanwhile, then toasts the answer and empties the field', async () => {
    const { platform, onPosted } = open({ status: 201, body: { message: 'Comment added.' } });
    const held = holdPosts(platform, '/api/reviews/r1/comments/');
    await userEvent.type(screen.getByLabelText('Comment'), 'The header is too tall.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(platform.requests.filter((request) => request.method === 'POST')).toMatchObject([
      { body: { body: 'The header is too tall.', parent_id: null } },
    ]);
    expect(platform.toasts).toEqual([
      { message: 'Comment added.', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it("shows the server's refusal under the field, focused, and as the error toast", async () => {
    const { platform, onPosted } = open(
      { status: 422, body: { message: COMMENT_REQUIRED, errors: { body: COMMENT_REQUIRED } } },
      'c1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const reply = screen.getByLabelText('Reply');
    await waitFor(() => expect(reply).toHaveAccessibleDescription(COMMENT_REQUIRED));
    expect(reply).toHaveFocus();
    expect(toastMessages(platform)).toEqual([COMMENT_REQUIRED]);
    expect(platform.requests.at(-1)?.body).toEqual({ body: '', parent_id: 'c1' });
    expect(onPosted).not.toHaveBeenCalled();
  });
});
