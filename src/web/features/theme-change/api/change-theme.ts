import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerCard, ThemeChangeReply } from '@shared/schemas/owner-card';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { ownerCardQueryOptions } from '@web/api/owner-card';
import { ApiRequestError, apiRequest } from '@web/lib/api-client';

/** The card's theme only, as `PUT /api/cards/:id/theme`. */
export function changeTheme(id: string, theme: string): Promise<ThemeChangeReply> {
  return apiRequest<ThemeChangeReply>(`/cards/${encodeURIComponent(id)}/theme`, {
    method: 'PUT',
    body: JSON.stringify({ theme }),
  });
}

/**
 * What to say (a catalogue key): 'Gagal mengemaskini tema' when the server answered but refused,
 * 'Terdapat ralat semasa mengemaskini tema' when the call itself failed (no connection, a reply
 * that is not the server's).
 */
export function themeChangeErrorMessage(error: unknown): SiteMessageId {
  return error instanceof ApiRequestError && error.status > 0
    ? 'themeChange.failed'
    : 'themeChange.error';
}

/**
 * Puts the card in another theme. The card's query takes the reply at once (the current theme's
 * picture changes in place) and is then read again from the server.
 */
export function useChangeTheme(id: string) {
  const queryClient = useQueryClient();
  const cardKey = ownerCardQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (theme: string) => changeTheme(id, theme),
    onSuccess: (reply) => {
      queryClient.setQueryData<OwnerCard>(cardKey, (card) =>
        card ? { ...card, version: reply.version, content: reply.content } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardKey });
    },
  });
}
