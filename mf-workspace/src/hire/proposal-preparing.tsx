import { PROPOSAL_PREPARING } from './hire-api';
import styles from './hire.module.css';

/** The hire pages while Operations prepare the proposal: nothing of their draft is shown (issue #27). */
export function ProposalPreparing() {
  return (
    <div className={styles.page}>
      <p className={styles.notice} role="status">
        {PROPOSAL_PREPARING}
      </p>
    </div>
  );
}
