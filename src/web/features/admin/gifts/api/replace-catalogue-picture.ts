import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogueItemReply, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { apiRequest } from '@web/lib/api-client';
import { catalogueQueryOptions } from './get-catalogue';

/** Staff: a new picture for an entry (audit-logged; the old file goes after the change). */
export function replaceCataloguePicture(
  kind: CatalogueKind,
  id: string,
  picture: File,
): Promise<AdminCatalogueItemReply> {
  const body = new FormData();
  body.set('picture', picture);
  return apiRequest<AdminCatalogueItemReply>(`/admin/${kind}/${encodeURIComponent(id)}/picture`, {
    method: 'PUT',
    body,
  });
}

export function useReplaceCataloguePicture(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, picture }: { id: string; picture: File }) =>
      replaceCataloguePicture(kind, id, picture),
    onSuccess: () => queryClient.invalidateQueries(catalogueQueryOptions(kind)),
  });
}
