import { Badge, Button, formatDay, usePlatform, useTypedApi } from '@platform/shared-ui';
import type { BadgeTone } from '@platform/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeliverDialog, RequestChangesDialog, SplitDialog } from './milestone-dialogs';
import type { Milestone } from './milestones-api';
import styles from './timeline.module.css';

const TONES: Record<string, BadgeTone> = {
  Planned: 'neutral',
  'In Progress': 'info',
  Delivered: 'primary',
  'Changes Requested': 'warning',
  Accepted: 'success',
  Paid: 'success',
};

/** One milestone: date, amount, features, progress, status, history and what the caller may do with it. */
export function MilestoneCard({
  projectId,
  milestone,
  today = null,
  onChanged,
}: {
  projectId: string;
  milestone: Milestone;
  /** The day the server calls today (Lagos): the earliest a milestone split off may be due. */
  today?: string | null;
  onChanged: () => void;
}) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const [dialog, setDialog] = useState<'deliver' | 'split' | 'changes' | null>(null);
  const [accepting, setAccepting] = useState(false);
  const done = () => {
    setDialog(null);
    onChanged();
  };
  async function accept() {
    setAccepting(true);
    try {
      const answer = await api.post('/api/milestones/{milestone_id}/accept/', {
        path: { milestone_id: milestone.id },
      });
      toast(answer.message, { type: 'success' });
      onChanged();
    } catch (error) {
      toast(error instanceof Error ? error.message : 'An error occurred', { type: 'error' });
    } finally {
      setAccepting(false);
    }
  }
  const { progress } = milestone;
  return (
    <article className={styles.card} aria-label={milestone.title}>
      <header className={styles.cardHeader}>
        <h3>
          {milestone.position}. {milestone.title}
        </h3>
        <Badge tone={TONES[milestone.status] ?? 'neutral'}>{milestone.status}</Badge>
      </header>
      <p className={styles.meta}>
        Due {formatDay(milestone.due_date, { month: 'long' })}
        {milestone.overdue ? <strong className={styles.overdue}> · overdue</strong> : null} ·{' '}
        {milestone.amount}
      </p>
      {milestone.features.length > 0 ? (
        <ul className={styles.features} aria-label="Features">
          {milestone.features.map((feature) => (
            <li key={feature.id}>{feature.name}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.progress}>
        <progress max={100} value={progress.percent} aria-label={`${milestone.title} progress`} />
        <span>
          {progress.percent}% ({progress.done} of {progress.total} tasks done)
        </span>
      </div>
      {milestone.auto_accept_on ? (
        <p className={styles.meta}>
          Accepted automatically on {formatDay(milestone.auto_accept_on, { month: 'long' })} without an
          answer.
        </p>
      ) : null}
      {milestone.history.length > 0 ? (
        <ol className={styles.history} aria-label={`${milestone.title} history`}>
          {milestone.history.map((event) => (
            <li key={`${event.at}-${event.kind}`}>
              <strong>{event.kind}</strong> {event.by ? `by ${event.by}` : ''} on{' '}
              {formatDay(event.at, { month: 'long' })}
              {event.note ? `: ${event.note}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <div className={styles.actions}>
        {milestone.review_path ? <Link to={milestone.review_path}>Open the delivery</Link> : null}
        {milestone.can.deliver ? <Button onClick={() => setDialog('deliver')}>Deliver</Button> : null}
        {milestone.can.split ? (
          <Button variant="secondary" onClick={() => setDialog('split')}>
            Split
          </Button>
        ) : null}
        {milestone.can.accept ? (
          <Button onClick={() => void accept()} disabled={accepting}>
            Accept
          </Button>
        ) : null}
        {milestone.can.request_changes ? (
          <Button variant="secondary" onClick={() => setDialog('changes')}>
            Request changes
          </Button>
        ) : null}
      </div>
      {dialog === 'deliver' ? (
        <DeliverDialog
          projectId={projectId}
          milestone={milestone}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {dialog === 'split' ? (
        <SplitDialog milestone={milestone} today={today} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === 'changes' ? (
        <RequestChangesDialog milestone={milestone} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </article>
  );
}
