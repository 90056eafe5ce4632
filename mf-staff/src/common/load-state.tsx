import { Button, Spinner, type ApiError } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import styles from './console-page.module.css';

/** A console page's read, as `useApiQuery` answers it. */
export interface ConsoleRead<T> {
  data: T | undefined;
  error: ApiError | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadStateProps<T> {
  query: ConsoleRead<T>;
  /** What the spinner says, e.g. "Loading the staff...". */
  loading: string;
  children: (data: T) => ReactNode;
}

/**
 * A console page while its data loads, its error with Try again, or the page itself. Asked again after a
 * change, the page stays on screen (with whatever is being typed on it); asked again after a failure, the
 * spinner shows.
 */
export function LoadState<T>({ query, loading, children }: LoadStateProps<T>) {
  const failed = query.error !== null && !query.isFetching;
  if (failed) {
    return (
      <div className={styles.panel} role="alert">
        <p>{query.error?.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data === undefined || query.error) {
    return (
      <div className={styles.panel}>
        <Spinner label={loading} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
