import { formatNaira, PAYOUT_STATUS_LABELS } from '@platform/contract';
import { Badge } from '@platform/shared-ui';
import { PAYOUT_TEXTS } from './placements-api';
import type { TalentPayout } from './placements-api';
import styles from './placements-page.module.css';

const tone = (status: string) =>
  status === PAYOUT_STATUS_LABELS.paid
    ? 'success'
    : status === PAYOUT_STATUS_LABELS.failed
      ? 'danger'
      : 'neutral';

/** A placement's payouts: the milestone, the gross, the withholding tax kept, what is sent, and how it stands. */
export function PlacementPayouts({ project, payouts }: { project: string; payouts: TalentPayout[] }) {
  if (payouts.length === 0) return <p className={styles.note}>{PAYOUT_TEXTS.none}</p>;
  return (
    <table className={styles.payouts} aria-label={`${PAYOUT_TEXTS.heading}: ${project}`}>
      <caption>{PAYOUT_TEXTS.heading}</caption>
      <thead>
        <tr>
          {PAYOUT_TEXTS.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td>
              {payout.milestone} ({payout.invoice_number})
            </td>
            <td>{formatNaira(payout.gross_kobo)}</td>
            <td>{formatNaira(payout.withholding_kobo)}</td>
            <td>{formatNaira(payout.amount_kobo)}</td>
            <td>
              <Badge tone={tone(payout.status)}>{payout.status}</Badge>
              {payout.reason ? <div className={styles.note}>{payout.reason}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
