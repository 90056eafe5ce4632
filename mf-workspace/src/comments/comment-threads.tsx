import {
  Button,
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  Spinner,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { invalidateThreads, postComment } from './comments-api';
import type { CommentSubject, CommentView, Mentionable } from './comments-api';
import { CommentComposer } from './comment-composer';
import styles from './comments.module.css';
import { useComments } from './use-comments';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export interface CommentThreadsProps {
  /** The project whose events to follow; null for every project of the viewer's. */
  projectId: string | null;
  subject: CommentSubject;
  /** Whether the viewer may comment (a review needs Review access); reading needs only to see the subject. */
  canComment: boolean;
  /** After a comment of this viewer's was taken (a review's page reloads its counts). */
  onChanged?: () => void;
}

/** A subject's threaded comments, live: reply, edit and delete one's own, @mention those who see it. */
export function CommentThreads({ projectId, subject, canComment, onChanged }: CommentThreadsProps) {
  const api = useTypedApi();
  const query = useComments(projectId, subject);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  if (query.isPending) return <Spinner label="Loading comments..." />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  const { comments, mentionable } = query.data;
  const changed = () => {
    void invalidateThreads(subject);
    onChanged?.();
  };
  const post = (body: string, parentId: string | null) => postComment(api, subject, body, parentId);

  return (
    <div className={styles.threads}>
      {comments.length === 0 ? <p className={styles.muted}>No comments yet.</p> : null}
      <ul className={styles.list} aria-label="Comments">
        {comments.map((thread) => (
          <li key={thread.id} className={styles.thread}>
            <Comment comment={thread} mentionable={mentionable} onChanged={changed} />
            {thread.replies.length > 0 ? (
              <ul className={styles.replies} aria-label="Replies">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <Comment comment={reply} mentionable={mentionable} onChanged={changed} />
                  </li>
                ))}
              </ul>
            ) : null}
            {canComment && !thread.deleted ? (
              replyTo === thread.id ? (
                <CommentComposer
                  label="Reply"
                  mentionable={mentionable}
                  onSend={(body) => post(body, thread.id)}
                  onSent={() => {
                    setReplyTo(null);
                    changed();
                  }}
                  onCancel={() => setReplyTo(null)}
                />
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setReplyTo(thread.id)}>
                  Reply
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {canComment ? (
        <CommentComposer
          label="Comment"
          mentionable={mentionable}
          onSend={(body) => post(body, null)}
          onSent={changed}
        />
      ) : null}
    </div>
  );
}

function Comment({
  comment,
  mentionable,
  onChanged,
}: {
  comment: CommentView;
  mentionable: Mentionable[];
  onChanged: () => void;
}) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [editing, setEditing] = useState(false);
  const onComment = { path: { comment_id: comment.id } };
  const remove = async () => {
    try {
      const answer = await api.delete('/api/comments/{comment_id}/', onComment);
      toast(answer.message, FORM_SUCCESS_TOAST);
      onChanged();
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
    }
  };
  if (editing) {
    return (
      <CommentComposer
        label="Edit comment"
        submitLabel="Save"
        mentionable={mentionable}
        initial={comment.body}
        onSend={(body) => api.patch('/api/comments/{comment_id}/', { ...onComment, body: { body } })}
        onSent={() => {
          setEditing(false);
          onChanged();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <article
      className={styles.comment}
      aria-label={`Comment by ${comment.author?.name ?? 'a former member'}`}
    >
      <header className={styles.meta}>
        <strong>{comment.deleted ? '' : (comment.author?.name ?? 'A former member')}</strong>
        <time dateTime={comment.created_at} className={styles.muted}>
          {when.format(new Date(comment.created_at))}
        </time>
        {comment.edited_at ? <span className={styles.muted}>(edited)</span> : null}
      </header>
      <p className={comment.deleted ? styles.muted : styles.body}>{comment.body}</p>
      {comment.mine ? (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            Delete
          </Button>
        </div>
      ) : null}
    </article>
  );
}
