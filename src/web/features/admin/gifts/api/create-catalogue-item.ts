import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogueItemReply, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { apiRequest } from '@web/lib/api-client';
import { catalogueQueryOptions } from './get-catalogue';

export interface NewCatalogueItem {
  title: string;
  /** '' for none (not sent). */
  title_en: string;
  link: string;
  /** RM as typed; recommended items only. */
  price?: string;
  picture: File;
}

/** Staff: a new entry with its picture, sent as one multipart form (audit-logged). */
export function createCatalogueItem(
  kind: CatalogueKind,
  item: NewCatalogueItem,
): Promise<AdminCatalogueItemReply> {
  const body = new FormData();
  body.set('title', item.title);
  if (item.title_en !== '') body.set('title_en', item.title_en);
  body.set('link', item.link);
  if (item.price !== undefined) body.set('price', item.price);
  body.set('picture', item.picture);
  return apiRequest<AdminCatalogueItemReply>(`/admin/${kind}`, { method: 'POST', body });
}

export function useCreateCatalogueItem(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewCatalogueItem) => createCatalogueItem(kind, item),
    onSuccess: () => queryClient.invalidateQueries(catalogueQueryOptions(kind)),
  });
}
