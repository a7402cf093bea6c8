import type { ReactNode } from 'react';
import { LoadingBlock } from './loading-block';
import { ReadError } from './read-error';

/** What a read is showing: TanStack Query's result, plain or infinite, fits. */
interface ReadState<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * One read's three states: the spinner while it loads, its error (with Cuba lagi when `retry`),
 * else what `children` draws from its data.
 */
export function QueryState<T>({
  query,
  retry = false,
  children,
}: {
  query: ReadState<T>;
  retry?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ReadError error={query.error} onRetry={retry ? () => void query.refetch() : undefined} />
    );
  }
  if (query.data === undefined) return <LoadingBlock />;
  return children(query.data);
}
