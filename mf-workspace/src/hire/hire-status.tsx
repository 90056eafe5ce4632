import { Button, Spinner, type ApiError } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { NoticePanel } from '../common/notice-panel';

/** What a hire page needs of its read (`useApiQuery`'s answer). */
export interface HireQuery<T> {
  data: T | undefined;
  error: ApiError | null;
  isFetching: boolean;
  refetch(): unknown;
}

export interface HireStatusProps<T> {
  query: HireQuery<T>;
  loading: string;
  children: (data: T) => ReactNode;
}

/** A hire page's read: a spinner, the failure with a retry, or the page. */
export function HireStatus<T>({ query, loading, children }: HireStatusProps<T>) {
  // Try again shows the spinner while it asks, as the first load did.
  if (query.error && !query.isFetching) {
    return (
      <NoticePanel role="alert">
        <p>{query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </NoticePanel>
    );
  }
  if (query.data === undefined || query.error) return <Spinner label={loading} />;
  return <>{children(query.data)}</>;
}
