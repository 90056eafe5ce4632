import { Button, Card, type RequestCard } from '@platform/shared-ui/core';
import styles from './requests-page.module.css';

export interface RequestCardViewProps {
  request: RequestCard;
  onScheduleCall: () => void;
}

/** One request: title, description, details, then Status, Budget, Type and Mode (spec part 1 §2). */
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
      <Button variant="secondary" size="sm" onClick={onScheduleCall}>
        Schedule a Call
      </Button>
    </Card>
  );
}
