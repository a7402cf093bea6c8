import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { SalamKautSettings } from '@shared/schemas/salam-kaut';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

/** The card's gift, salamkaut_activation and salam_kaut, for this page. */
export function getSalamKaut(cardId: string): Promise<SalamKautSettings> {
  return apiRequest<SalamKautSettings>(`/cards/${encodeURIComponent(cardId)}/salam-kaut`);
}

export const salamKautQueryOptions = (cardId: string) =>
  queryOptions({
    // Under the card (and so under 'me'): logging out forgets it with the rest.
    queryKey: ownerKeys.salamKaut(cardId),
    queryFn: () => getSalamKaut(cardId),
  });

export function useSalamKaut(cardId: string) {
  return useQuery(salamKautQueryOptions(cardId));
}

/**
 * The server's answer to a change becomes what every page of this card shows: this page's
 * settings and the card home's checklist (a switch flips on the server's acknowledgement).
 */
export function rememberSalamKaut(
  queryClient: QueryClient,
  cardId: string,
  { gift, salam_kaut, qr }: SalamKautSettings,
): void {
  queryClient.setQueryData(salamKautQueryOptions(cardId).queryKey, { gift, salam_kaut, qr });
  queryClient.setQueryData<OwnerCard>(ownerCardQueryOptions(cardId).queryKey, (card) =>
    card
      ? { ...card, features: { ...card.features, gift, salam_kaut, salamKautQr: qr !== null } }
      : card,
  );
}
