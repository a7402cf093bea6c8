import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCardDetail } from '@shared/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** A card for staff: status, trial end, owner, payments, switches, audit trail. */
export function getAdminCard(id: string): Promise<AdminCardDetail> {
  return apiRequest<AdminCardDetail>(`/admin/cards/${encodeURIComponent(id)}`);
}

export const adminCardQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.card(id), queryFn: () => getAdminCard(id) });

export function useAdminCard(id: string) {
  return useQuery(adminCardQueryOptions(id));
}
