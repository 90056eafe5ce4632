import { Button, Spinner } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import type { Loaded } from './use-load';
import styles from './load-state.module.css';

export interface LoadStateProps<T> {
  state: Loaded<T>;
  /** What the spinner says, e.g. "Loading invoices...". */
  loading: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The page while its data loads, its error with Try again, or the page itself. */
export function LoadState<T>({ state, loading, onRetry, children }: LoadStateProps<T>) {
  if (state.status === 'loading') {
    return (
      <div className={styles.panel}>
        <Spinner label={loading} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.panel} role="alert">
        <p>{state.error.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

/** In place of an empty list or table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
