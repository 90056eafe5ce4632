import { HANDOVER_MESSAGES, RATING_COMMENT_MAX } from '@platform/contract';
import { Button, Form, formProblem, Select, TextArea, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import type { Handover } from './handover-api';
import styles from './handover.module.css';

/** The choices, best first; the number each sends is the first character. */
const STAR_CHOICES = ['5 stars', '4 stars', '3 stars', '2 stars', '1 star'];

const starsOf = (choice: string) => Number(choice.charAt(0));

/** The rating once given: stars, comment, who and when. */
function GivenRating({ rating }: { rating: NonNullable<Handover['rating']> }) {
  return (
    <div className={styles.given} aria-label="Your team rating">
      <p className={styles.stars} aria-label={`${rating.stars} out of 5 stars`}>
        {'★'.repeat(rating.stars)}
        {'☆'.repeat(5 - rating.stars)}
      </p>
      {rating.comment ? <blockquote className={styles.comment}>{rating.comment}</blockquote> : null}
      <p className={styles.muted}>
        Rated{rating.rated_by ? ` by ${rating.rated_by}` : ''} on {rating.rated_on}
      </p>
    </div>
  );
}

/**
 * The team's rating: the form for those who may give it (once a project, as the API enforces), the
 * rating itself once given. The form checks the rules the server checks, with the server's words.
 */
export function TeamRating({
  projectId,
  handover,
  onRated,
}: {
  projectId: string;
  handover: Handover;
  onRated: () => void;
}) {
  const api = useTypedApi();
  const [choice, setChoice] = useState('');
  const [comment, setComment] = useState('');
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true, busyAfterSuccess: true });
  if (handover.rating) return <GivenRating rating={handover.rating} />;
  if (!handover.can_rate) return <p>The team has not been rated yet.</p>;
  async function send() {
    const problem = !choice
      ? formProblem(HANDOVER_MESSAGES.stars, 'stars')
      : comment.trim().length > RATING_COMMENT_MAX
        ? formProblem(HANDOVER_MESSAGES.comment, 'comment')
        : null;
    const answer = await submit(problem, () =>
      api.post('/api/projects/{project_id}/rating/', {
        path: { project_id: projectId },
        body: { stars: starsOf(choice), comment },
      }),
    );
    if (answer) onRated();
  }
  return (
    <Form aria-label="Rate the team" onSubmit={() => void send()} fieldErrors={fieldErrors}>
      <Select
        label="Rating"
        name="stars"
        placeholder="Choose a rating"
        options={STAR_CHOICES}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      <TextArea
        label="Comment (optional)"
        name="comment"
        maxLength={5000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" loading={submitting}>
        Rate the team
      </Button>
    </Form>
  );
}
