/** What a page shows of a read (`useApiQuery`'s result). */
export type ReadStatus = 'loading' | 'error' | 'ready';

/**
 * A failed read asked again (Try again) shows the spinner until it answers; a refetch after an answer keeps
 * the answer on screen, so what is being typed on the page stays.
 */
export function readStatus(query: { isSuccess: boolean; isError: boolean; isFetching: boolean }): ReadStatus {
  if (query.isError) return query.isFetching ? 'loading' : 'error';
  return query.isSuccess ? 'ready' : 'loading';
}
