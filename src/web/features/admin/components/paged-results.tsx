import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@web/components/ui/query-state';
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
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <p className="mb-3 text-sm text-muted">
            {data.total} {noun}
          </p>
          {children(data)}
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
