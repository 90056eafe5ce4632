import { Card } from '@platform/shared-ui';
import type { ContractDocument } from './hire-api';
import styles from './hire.module.css';
import { ScheduleTable } from './schedule-table';

/** The team with each rate, the weeks, the total and the payment schedule of a contract. */
export function CostSummary({ document }: { document: ContractDocument }) {
  return (
    <>
      <Card as="section" className={styles.section} aria-labelledby="team-cost">
        <h3 id="team-cost">Team and cost</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Rate</th>
              <th scope="col" className={styles.amount}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {document.team.map((member) => (
              <tr key={member.talent_id}>
                <td>{member.name}</td>
                <td>{member.role}</td>
                <td>{member.rate}</td>
                <td className={styles.amount}>{member.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>
          Timeline: <strong data-testid="timeline-weeks">{document.timeline_weeks} weeks</strong>.{' '}
          {document.timeline_reason}
        </p>
        <p className={styles.total}>
          <span>Total project cost</span>
          <span data-testid="total-cost">{document.total}</span>
        </p>
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="payment-schedule">
        <h3 id="payment-schedule">Payment schedule</h3>
        <p className={styles.muted}>{document.payment_schedule_summary}</p>
        <ScheduleTable document={document} />
      </Card>
    </>
  );
}
