import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { Pager } from './pager';

interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * One page of a staff list (payments, the audit log): a spinner while it loads, the server's
 * words if it fails, else how many there are in all, the page, and the pager.
 */
export function PagedResults<T extends PageOf>({
  query,
  noun,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is counted: "rekod", "bayaran". */
  noun: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  }
  const { data } = query;
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        {data.total} {noun}
      </p>
      {children(data)}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}
