import { Button, DEFAULT_ERROR_MESSAGE, Spinner, type ApiError } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import styles from './load-state.module.css';

/** What a page shows of one read: `useApiQuery`'s answer, failure and refetch. */
export interface Read<T> {
  data: T | undefined;
  error: ApiError | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadStateProps<T> {
  query: Read<T>;
  /** What the spinner says, e.g. "Loading invoices...". */
  loading: string;
  /** Shown instead of a failure the server gave no message for. */
  failed?: string;
  children: (data: T) => ReactNode;
}

/** The read's answer, unless it failed; a failed read asked again (Try again) shows the spinner meanwhile. */
export const readAnswer = <T,>({ data, error, isFetching }: Read<T>): T | undefined =>
  error && !isFetching ? undefined : data;

/** The page while its data loads, its error with Try again, or the page itself. */
export function LoadState<T>({ query, loading, failed, children }: LoadStateProps<T>) {
  const { error, isFetching } = query;
  if (error && !isFetching) {
    return (
      <div className={styles.panel} role="alert">
        <p>{failed && error.message === DEFAULT_ERROR_MESSAGE ? failed : error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = readAnswer(query);
  if (data === undefined) {
    return (
      <div className={styles.panel}>
        <Spinner label={loading} />
      </div>
    );
  }
  return <>{children(data)}</>;
}

/** In place of an empty list or table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
