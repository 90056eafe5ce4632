import { Badge, Card } from '@platform/shared-ui';
import { Link } from 'react-router-dom';
import type { TeamOverview } from './team-api';
import { dateInWords } from './team-dates';
import styles from './team.module.css';

type PlacedTalent = TeamOverview['placed_team'][number];

export const PLACED_TEAM_TITLE = 'Your hired team';
const STATUS_TEXT: Record<PlacedTalent['status'], string> = {
  Placed: 'Waiting to join',
  Joined: 'Joined',
};

/** The team the platform placed once the first payment arrived: role, start date and, for payers, rate. */
export function PlacedTeamList({ team, root }: { team: PlacedTalent[]; root: string }) {
  return (
    <section aria-labelledby="placed-team-heading" className={styles.placedTeam}>
      <h3 id="placed-team-heading" className={styles.heading}>
        {PLACED_TEAM_TITLE}
      </h3>
      <ul className={styles.placedList}>
        {team.map((talent) => (
          <li key={talent.talent_id}>
            <Card className={styles.placedCard}>
              {talent.user_id && talent.status === 'Joined' ? (
                <Link to={`${root}/team-profile?member=${talent.user_id}`} className={styles.memberName}>
                  {talent.name}
                </Link>
              ) : (
                <strong>{talent.name}</strong>
              )}
              <span className={styles.muted}>{talent.role}</span>
              <span>
                {talent.status === 'Joined' ? 'Started' : 'Placed'} {dateInWords(talent.start_date)}
              </span>
              {talent.rate ? <span>{talent.rate}</span> : null}
              <Badge tone={talent.status === 'Joined' ? 'success' : 'warning'}>
                {STATUS_TEXT[talent.status]}
              </Badge>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
