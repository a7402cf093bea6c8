import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
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
  count,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  /** How many there are in all, in words: `staff.audit.count`, `staff.payment.count`. */
  count: 'staff.audit.count' | 'staff.payment.count';
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <p className="mb-3 text-sm text-muted">{t(count, { count: data.total })}</p>
          {children(data)}
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
