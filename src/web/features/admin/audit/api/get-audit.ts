import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** The audit log, newest first, by card and by staff e-mail, paged. */
export function getAudit(query: AuditQuery): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<AuditPage>(`/admin/audit?${params.toString()}`);
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
