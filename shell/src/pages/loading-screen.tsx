import { Spinner } from '@platform/shared-ui/core';
import styles from './pages.module.css';

/** Full-screen loading state, e.g. while the guard reads and checks the token. */
export function LoadingScreen() {
  return (
    <div className={styles.loadingScreen} data-testid="loading-screen">
      <Spinner label="Loading..." />
    </div>
  );
}
