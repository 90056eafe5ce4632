import { Button, Spinner } from '@platform/shared-ui';
import type { ApiQuery } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { NoticePanel } from '../common/notice-panel';

export interface HireStatusProps<T> {
  query: ApiQuery<T> & { reload(): void };
  loading: string;
  children: (data: T) => ReactNode;
}

/** A hire page's read: a spinner, the failure with a retry, or the page. */
export function HireStatus<T>({ query, loading, children }: HireStatusProps<T>) {
  if (query.status === 'loading') return <Spinner label={loading} />;
  if (query.status === 'error') {
    return (
      <NoticePanel role="alert">
        <p>{query.error.message}</p>
        <Button variant="secondary" onClick={query.reload}>
          Try again
        </Button>
      </NoticePanel>
    );
  }
  return <>{children(query.data)}</>;
}
