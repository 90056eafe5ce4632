import { Button, Spinner, type ApiQuery } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import styles from './console-page.module.css';

export interface LoadStateProps<T> {
  query: ApiQuery<T> & { reload(): void };
  /** What the spinner says, e.g. "Loading the staff...". */
  loading: string;
  children: (data: T) => ReactNode;
}

/** A console page while its data loads, its error with Try again, or the page itself. */
export function LoadState<T>({ query, loading, children }: LoadStateProps<T>) {
  if (query.status === 'loading') {
    return (
      <div className={styles.panel}>
        <Spinner label={loading} />
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <div className={styles.panel} role="alert">
        <p>{query.error.message}</p>
        <Button variant="secondary" onClick={query.reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
