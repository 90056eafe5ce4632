import { Button, Card, type RequestCard } from '@platform/shared-ui/core';
import styles from './requests-page.module.css';

export interface RequestCardViewProps {
  request: RequestCard;
  onScheduleCall: () => void;
}

const replyDate = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

/**
 * One request: title, description, details, then Status, Budget, Type and Mode (the spec's screens and routes), and our
 * replies sent by e-mail from the staff inbox.
 */
export function RequestCardView({ request, onScheduleCall }: RequestCardViewProps) {
  const facts = [
    ['Status', request.status],
    ['Budget', request.budget],
    ['Type', request.type],
    ['Mode', request.mode],
  ] as const;
  return (
    <Card as="article" className={styles.card} aria-label={request.title}>
      <h3 className={styles.cardTitle}>{request.title}</h3>
      <p className={styles.description}>{request.description}</p>
      <p className={styles.details}>{request.details}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {request.replies.length ? (
        <section className={styles.replies} aria-label={`Our replies to ${request.title}`}>
          <h4>Our replies</h4>
          <ol>
            {request.replies.map((reply) => (
              <li key={reply.sent_at}>
                <span className={styles.replyFrom}>
                  {reply.from} · {replyDate.format(new Date(reply.sent_at))}
                </span>
                <p>{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onScheduleCall}>
        Schedule a Call
      </Button>
    </Card>
  );
}
