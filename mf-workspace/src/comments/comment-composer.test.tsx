import { holdPosts, renderPage, toastMessages } from '@platform/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePlatform } from '@platform/shared-ui';
import { CommentComposer } from './comment-composer';

const PEOPLE = [
  { id: 'u1', name: 'Ada Lovelace' },
  { id: 'u2', name: 'Tayo Okoro' },
];

function Composer({ onSent }: { onSent: () => void }) {
  const { api } = usePlatform();
  return (
    <CommentComposer
      label="Comment"
      mentionable={PEOPLE}
      onSend={(body) => api.post<{ message: string }>('/api/tasks/t1/comments/', { body, parent_id: null })}
      onSent={onSent}
    />
  );
}

function open(reply: { status?: number; body: unknown }) {
  const onSent = vi.fn();
  const { platform } = renderPage(<Composer onSent={onSent} />, {
    script: { 'POST /api/tasks/t1/comments/': reply },
    token: 'token-1',
  });
  return { platform, onSent };
}

describe('CommentComposer', () => {
  it('offers the people who may see the subject after @, and writes the picked full name', async () => {
    const { platform, onSent } = open({ status: 201, body: { message: 'Comment added.' } });
    const field = screen.getByLabelText('Comment');
    await userEvent.type(field, 'Thanks @ta');
    const offered = screen.getByRole('list', { name: 'Mention someone' });
    expect(offered).toHaveTextContent('@Tayo Okoro');
    expect(offered).not.toHaveTextContent('Ada');
    await userEvent.click(screen.getByRole('button', { name: '@Tayo Okoro' }));
    expect(field).toHaveValue('Thanks @Tayo Okoro ');
    expect(screen.queryByRole('list', { name: 'Mention someone' })).toBeNull();

    const held = holdPosts(platform, '/api/tasks/t1/comments/');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(field).toHaveValue('');
    expect(platform.requests.filter((request) => request.method === 'POST')).toMatchObject([
      { body: { body: 'Thanks @Tayo Okoro ', parent_id: null } },
    ]);
    expect(toastMessages(platform)).toEqual(['Comment added.']);
  });

  it("shows the server's refusal of a mention under the field and keeps the text", async () => {
    const refusal = 'Musa Bello cannot see this task, so they cannot be mentioned.';
    const { platform, onSent } = open({ status: 422, body: { message: refusal, errors: { body: refusal } } });
    const field = screen.getByLabelText('Comment');
    await userEvent.type(field, '@Musa Bello look');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveValue('@Musa Bello look');
    expect(toastMessages(platform)).toEqual([refusal]);
    expect(onSent).not.toHaveBeenCalled();
  });
});
