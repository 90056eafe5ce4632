import { Button, Form, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';

export interface ReviewCommentFormProps {
  /** The comment being answered; null for a new thread. */
  replyTo: string | null;
  /** Posts the comment (`POST /api/reviews/{id}/comments/`), resolving with the server's answer. */
  onPost: (comment: { body: string; parent_id: string | null }) => Promise<{ message: string }>;
  /** After the server took it: the page shows the thread again. */
  onPosted: () => void;
}

/**
 * A comment on a review, or a reply to one, through the one submit flow: Post waits while sending, the
 * server's check of the text shows under it, and its message is the toast.
 */
export function ReviewCommentForm({ replyTo, onPost, onPosted }: ReviewCommentFormProps) {
  const [body, setBody] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });

  async function post() {
    if (!(await submit(null, () => onPost({ body, parent_id: replyTo })))) return;
    setBody('');
    onPosted();
  }

  return (
    <Form onSubmit={() => void post()} fieldErrors={fieldErrors}>
      <TextArea
        label={replyTo ? 'Reply' : 'Comment'}
        name="body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" size="sm" loading={submitting}>
        Post
      </Button>
    </Form>
  );
}
