import { Button, Spinner } from '@platform/shared-ui';
import { Link } from 'react-router-dom';
import { NoticePanel } from '../common/notice-panel';
import { PlacementCard } from './placement-card';
import type { Placement } from './placements-api';
import { PLACEMENT_TEXTS } from './placements-api';
import { usePlacements } from './use-placements';
import styles from './placements-page.module.css';

/**
 * /project/placements (issue #12): a talent of the platform's pool sees the projects they are placed on,
 * where a placement notification leads, and accepts to join the team.
 */
export default function PlacementsPage() {
  const { placements, accept, accepting } = usePlacements();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{PLACEMENT_TEXTS.title}</h1>
        <p className={styles.note}>{PLACEMENT_TEXTS.subtitle}</p>
      </header>
      {placements.isPending || (placements.isError && placements.isFetching) ? (
        <NoticePanel>
          <Spinner label={PLACEMENT_TEXTS.loading} />
        </NoticePanel>
      ) : placements.isError ? (
        <NoticePanel role="alert">
          <p>{placements.error.message}</p>
          <Button variant="secondary" onClick={() => void placements.refetch()}>
            Try again
          </Button>
        </NoticePanel>
      ) : (
        <PlacementLists
          placements={placements.data.placements}
          onAccept={(placement) => void accept(placement)}
          accepting={accepting}
        />
      )}
    </div>
  );
}

interface PlacementListsProps {
  placements: Placement[];
  onAccept: (placement: Placement) => void;
  accepting: string | null;
}

function PlacementLists({ placements, onAccept, accepting }: PlacementListsProps) {
  if (placements.length === 0) return <NoticePanel>{PLACEMENT_TEXTS.empty}</NoticePanel>;
  const pending = placements.filter((placement) => placement.status === 'Pending');
  const joined = placements.filter((placement) => placement.status === 'Joined');
  const list = (items: Placement[]) => (
    <div className={styles.list}>
      {items.map((placement) => (
        <PlacementCard
          key={placement.project_id}
          placement={placement}
          onAccept={onAccept}
          accepting={accepting === placement.project_id}
        />
      ))}
    </div>
  );
  return (
    <>
      {pending.length > 0 ? (
        <section aria-labelledby="placements-pending" className={styles.section}>
          <h2 id="placements-pending">{PLACEMENT_TEXTS.pending}</h2>
          {list(pending)}
          <p className={styles.note}>
            {PLACEMENT_TEXTS.decline} <Link to="/live-chat">Live Chat</Link>
          </p>
        </section>
      ) : null}
      {joined.length > 0 ? (
        <section aria-labelledby="placements-joined" className={styles.section}>
          <h2 id="placements-joined">{PLACEMENT_TEXTS.joined}</h2>
          {list(joined)}
        </section>
      ) : null}
    </>
  );
}
