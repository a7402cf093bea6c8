import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacesSearchReply } from '@shared/schemas/places';
import { MAX_PLACE_QUERY_LENGTH, MIN_PLACE_QUERY_LENGTH } from '@shared/schemas/places';
import { apiRequest } from '@web/lib/api-client';
import { siteKeys } from '@web/lib/query-keys';

// `GET /api/places/search?q=`. Here rather than in features/location-search: the
// editor's venue panel uses the same search, and features do not import each other.

export function searchPlaces(query: string): Promise<PlacesSearchReply> {
  return apiRequest<PlacesSearchReply>(`/places/search?q=${encodeURIComponent(query)}`);
}

/** Whether a query is one the server takes (3 to 100 characters once trimmed). */
export function isSearchableQuery(query: string): boolean {
  return query.length >= MIN_PLACE_QUERY_LENGTH && query.length <= MAX_PLACE_QUERY_LENGTH;
}

export function placesQueryOptions(query: string) {
  return queryOptions({
    queryKey: siteKeys.places(query),
    queryFn: () => searchPlaces(query),
    // The server keeps results a day; within a visit the same words need not be asked again.
    staleTime: 10 * 60_000,
    // A busy or missing geocoder is not helped by asking again at once.
    retry: false,
  });
}

export function usePlaces(query: string) {
  return useQuery({ ...placesQueryOptions(query), enabled: isSearchableQuery(query) });
}
