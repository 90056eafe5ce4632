import { Badge, Button } from '@platform/shared-ui';
import type { BadgeTone } from '@platform/shared-ui';
import { Link } from 'react-router-dom';
import type { TeamRow } from './team-api';
import { dateInWords } from './team-dates';
import styles from './team.module.css';

const statusTone: Record<TeamRow['status'], BadgeTone> = {
  Active: 'success',
  Invited: 'warning',
  Removed: 'neutral',
};

export interface MembersTableProps {
  members: TeamRow[];
  root: string;
  /** Invitations the caller may re-send and revoke. */
  canHandle: (row: TeamRow) => boolean;
  onResend: (row: TeamRow) => void;
  onRevoke: (row: TeamRow) => void;
}

/** The team table of the spec's project team screen: Member, Current Focus, Source, Status, Tasks, Last Active. */
export function MembersTable({ members, root, canHandle, onResend, onRevoke }: MembersTableProps) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Current Focus</th>
            <th scope="col">Source</th>
            <th scope="col">Status</th>
            <th scope="col">Tasks</th>
            <th scope="col">Last Active</th>
            <th scope="col">
              <span className={styles.hidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td>
                {row.kind === 'invitation' ? (
                  <span className={styles.memberName}>{row.email}</span>
                ) : (
                  <Link to={`${root}/team-profile?member=${row.id}`} className={styles.memberName}>
                    {row.name}
                  </Link>
                )}
                <span className={styles.muted}>{row.role}</span>
              </td>
              <td>{row.current_focus ?? '—'}</td>
              <td>{row.source}</td>
              <td>
                <Badge tone={statusTone[row.status]}>{row.status}</Badge>
              </td>
              <td>{row.kind === 'invitation' ? '—' : `${row.tasks.open} open / ${row.tasks.assigned}`}</td>
              <td>{row.kind === 'invitation' ? '—' : dateInWords(row.last_active)}</td>
              <td>
                {row.kind === 'invitation' && canHandle(row) ? (
                  <span className={styles.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => onResend(row)}>
                      Re-send
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onRevoke(row)}>
                      Revoke
                    </Button>
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
