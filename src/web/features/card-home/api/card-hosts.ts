import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardHost,
  CardHostList,
  InviteHostBody,
  UpdateHostBody,
} from '@shared/schemas/card-hosts';
import { apiRequest } from '@web/lib/api-client';
import { ownerKeys } from '@web/lib/query-keys';

// The card's co-hosts (the owner's "Pengurus & Penyambut" panel): read, invite, change, remove.

const hostsKey = (cardId: string) => [...ownerKeys.card(cardId), 'hosts'] as const;
const hostsPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/hosts`;

export function useCardHosts(cardId: string, enabled: boolean) {
  return useQuery({
    queryKey: hostsKey(cardId),
    queryFn: () => apiRequest<CardHostList>(hostsPath(cardId)),
    enabled,
  });
}

/** After any change the list is read again (a removal also ends their access at once). */
function useHostsChange<Input>(
  cardId: string,
  send: (input: Input) => Promise<{ message: string; host?: CardHost }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostsKey(cardId) }),
  });
}

export function useInviteHost(cardId: string) {
  return useHostsChange(cardId, (body: InviteHostBody) =>
    apiRequest<{ host: CardHost; message: string }>(hostsPath(cardId), {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

export function useUpdateHost(cardId: string) {
  return useHostsChange(cardId, ({ id, ...body }: UpdateHostBody & { id: string }) =>
    apiRequest<{ host: CardHost; message: string }>(
      `${hostsPath(cardId)}/${encodeURIComponent(id)}`,
      { method: 'PATCH', body: JSON.stringify(body) },
    ),
  );
}

export function useRemoveHost(cardId: string) {
  return useHostsChange(cardId, (id: string) =>
    apiRequest<{ message: string }>(`${hostsPath(cardId)}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );
}
