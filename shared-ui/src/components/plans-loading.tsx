import { Spinner } from '@platform/shared-ui/core';
import styles from './plan-catalogue.module.css';

/** The plan catalogue before its plans arrive: it keeps the room the cards take (no shift when they come). */
export function PlansLoading() {
  return (
    <div className={styles.state}>
      <Spinner label="Loading plans..." />
    </div>
  );
}
