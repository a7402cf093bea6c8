import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogueList, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { apiRequest } from '@web/lib/api-client';
import { catalogueQueryOptions } from './get-catalogue';

/** Staff: the whole order, every id once, first shown first (audit-logged). */
export function reorderCatalogue(kind: CatalogueKind, ids: string[]): Promise<AdminCatalogueList> {
  return apiRequest<AdminCatalogueList>(`/admin/${kind}/order`, {
    method: 'PUT',
    body: JSON.stringify({ ids }),
  });
}

export function useReorderCatalogue(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => reorderCatalogue(kind, ids),
    onSuccess: (list) => queryClient.setQueryData(catalogueQueryOptions(kind).queryKey, list),
  });
}
