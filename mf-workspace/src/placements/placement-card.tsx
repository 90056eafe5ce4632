import { Badge, Button, ButtonLink, Card } from '@platform/shared-ui';
import { PlacementPayouts } from './placement-payouts';
import type { Placement } from './placements-api';
import styles from './placements-page.module.css';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export interface PlacementCardProps {
  placement: Placement;
  onAccept: (placement: Placement) => void;
  accepting: boolean;
}

/** One placement: the project, the role, the rate and timeline the client signed for, and the client. */
export function PlacementCard({ placement, onAccept, accepting }: PlacementCardProps) {
  const joined = placement.status === 'Joined';
  return (
    <Card as="article" aria-label={placement.project_name} className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.project}>{placement.project_name}</h3>
        <Badge tone={joined ? 'success' : 'warning'}>{joined ? 'Joined' : 'Pending'}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Role</dt>
          <dd>{placement.role}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{placement.rate}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{placement.weeks ? `${placement.weeks} weeks` : '—'}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{placement.client ?? '—'}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {joined && placement.accepted_at
          ? `Joined on ${day.format(new Date(placement.accepted_at))}`
          : `Placed on ${day.format(new Date(placement.placed_at))}`}
      </p>
      {joined ? <PlacementPayouts project={placement.project_name} payouts={placement.payouts} /> : null}
      {joined ? (
        <ButtonLink to={placement.workspace_path} variant="secondary">
          Open workspace
        </ButtonLink>
      ) : (
        <Button
          loading={accepting}
          aria-label={`Accept placement on ${placement.project_name}`}
          onClick={() => onAccept(placement)}
        >
          Accept
        </Button>
      )}
    </Card>
  );
}
