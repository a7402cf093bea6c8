import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RsvpTotals } from '@shared/schemas/rsvp-majlis';
import { apiRequest } from '@web/lib/api-client';
import { rsvpKeys } from '@web/lib/query-keys';

// Each majlis's RSVP totals (`GET /api/cards/:id/rsvp-totals`): the card home and the RSVP page
// both show them. Under the card's RSVP keys, so a change the RSVP stream brings reads them again.

export const rsvpTotalsQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: rsvpKeys.totals(cardId),
    queryFn: ({ signal }) =>
      apiRequest<RsvpTotals>(`/cards/${encodeURIComponent(cardId)}/rsvp-totals`, { signal }),
    // Guests keep answering: read again whenever the page is opened again.
    staleTime: 0,
  });

export function useRsvpTotals(cardId: string, enabled = true) {
  return useQuery({ ...rsvpTotalsQueryOptions(cardId), enabled });
}
