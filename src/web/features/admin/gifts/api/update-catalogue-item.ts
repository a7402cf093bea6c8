import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCatalogueItemReply,
  CatalogueKind,
  CatalogueUpdateBody,
} from '@shared/schemas/catalogue-admin';
import { apiRequest } from '@web/lib/api-client';
import { catalogueQueryOptions } from './get-catalogue';

/** Staff: change an entry's words, or hide / show it (audit-logged). */
export function updateCatalogueItem(
  kind: CatalogueKind,
  id: string,
  body: CatalogueUpdateBody,
): Promise<AdminCatalogueItemReply> {
  return apiRequest<AdminCatalogueItemReply>(`/admin/${kind}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useUpdateCatalogueItem(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CatalogueUpdateBody }) =>
      updateCatalogueItem(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries(catalogueQueryOptions(kind)),
  });
}
