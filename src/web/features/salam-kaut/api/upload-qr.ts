import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalamKautQrReply } from '@shared/schemas/salam-kaut';
import { apiRequest } from '@web/lib/api-client';
import { rememberSalamKaut } from './get-salam-kaut';

/**
 * The QR picture as multipart/form-data. The server
 * decides what the file is from its bytes, re-encodes it and says what the QR reads.
 */
export function uploadQr(cardId: string, file: File): Promise<SalamKautQrReply> {
  const body = new FormData();
  body.append('qr', file);
  return apiRequest<SalamKautQrReply>(`/cards/${encodeURIComponent(cardId)}/salam-kaut-qr`, {
    method: 'POST',
    body,
  });
}

export function useUploadQr(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadQr(cardId, file),
    onSuccess: (reply) => rememberSalamKaut(queryClient, cardId, reply),
  });
}
