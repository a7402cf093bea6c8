import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCatalogueList, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { apiRequest } from '@web/lib/api-client';
import { adminKeys } from '@web/lib/query-keys';

/** Staff: every gift idea or recommended item, hidden ones too, in the public order. */
export function getCatalogue(kind: CatalogueKind): Promise<AdminCatalogueList> {
  return apiRequest<AdminCatalogueList>(`/admin/${kind}`);
}

export const catalogueQueryOptions = (kind: CatalogueKind) =>
  queryOptions({ queryKey: adminKeys.catalogue(kind), queryFn: () => getCatalogue(kind) });

export function useCatalogue(kind: CatalogueKind) {
  return useQuery(catalogueQueryOptions(kind));
}
