import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalamKautSettings } from '@shared/schemas/salam-kaut';
import { apiRequest } from '@web/lib/api-client';
import { rememberSalamKaut, salamKautQueryOptions } from './get-salam-kaut';

/** The QR and its file are gone (204). */
export function deleteQr(cardId: string): Promise<void> {
  return apiRequest<void>(`/cards/${encodeURIComponent(cardId)}/salam-kaut-qr`, {
    method: 'DELETE',
  });
}

export function useDeleteQr(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteQr(cardId),
    onSuccess: () => {
      const settings = queryClient.getQueryData<SalamKautSettings>(
        salamKautQueryOptions(cardId).queryKey,
      );
      if (settings) rememberSalamKaut(queryClient, cardId, { ...settings, qr: null });
      void queryClient.invalidateQueries({ queryKey: salamKautQueryOptions(cardId).queryKey });
    },
  });
}
