import { formatDay } from '@platform/shared-ui';
import type { ContractDocument } from './hire-api';
import styles from './hire.module.css';

/** The payment schedule's parts: each label, when it is due (a date once signed) and its amount. */
export function ScheduleTable({ document }: { document: ContractDocument }) {
  return (
    <table className={styles.table} data-testid="schedule">
      <thead>
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Due</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {document.payment_schedule.map((part) => (
          <tr key={part.label}>
            <td>{part.label}</td>
            <td>{formatDay(part.due_date) ?? part.due}</td>
            <td className={styles.amount}>{part.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
