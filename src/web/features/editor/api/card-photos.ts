import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@shared/schemas/api-error';
import type {
  CardPhotoChangeReply,
  CardPhotosReply,
  PhotoCaptionBody,
  PhotoOrderBody,
} from '@shared/schemas/card-photos';
import { ApiRequestError, apiRequest, clientWord } from '@web/lib/api-client';

// The card's photos on the edit page: each change is saved at once (no Update needed) and its
// reply is the whole list, which replaces the one on the screen.

const photosKey = (cardId: string) => ['card-photos', cardId] as const;
const photosPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}/photos`;

export function useCardPhotos(cardId: string) {
  return useQuery({
    queryKey: photosKey(cardId),
    queryFn: () => apiRequest<CardPhotosReply>(photosPath(cardId)),
  });
}

function remember(queryClient: QueryClient, cardId: string, reply: CardPhotosReply) {
  queryClient.setQueryData<CardPhotosReply>(photosKey(cardId), {
    photos: reply.photos,
    max: reply.max,
  });
}

/**
 * One photo as multipart/form-data, reporting how much of it has gone (0–1): fetch says
 * nothing of an upload's progress, XMLHttpRequest does.
 */
export function uploadPhoto(
  cardId: string,
  file: File,
  onProgress: (sent: number) => void,
): Promise<CardPhotoChangeReply> {
  const body = new FormData();
  body.append('photo', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${photosPath(cardId)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const reply = request.response as unknown;
      if (request.status === 201) {
        resolve(reply as CardPhotoChangeReply);
        return;
      }
      const error = (reply as Partial<ApiError> | null)?.error;
      reject(
        new ApiRequestError(
          request.status,
          error?.code ?? 'internal',
          error?.message ?? clientWord('failed'),
          error?.field,
        ),
      );
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', clientWord('offline')));
    request.send(body);
  });
}

/** Keeps the list on the screen in step with an upload's reply. */
export function useRememberPhotos(cardId: string) {
  const queryClient = useQueryClient();
  return (reply: CardPhotosReply) => remember(queryClient, cardId, reply);
}

export function useCaptionPhoto(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, caption }: { photoId: string } & PhotoCaptionBody) =>
      apiRequest<CardPhotoChangeReply>(`${photosPath(cardId)}/${encodeURIComponent(photoId)}`, {
        method: 'PATCH',
        body: JSON.stringify({ caption }),
      }),
    onSuccess: (reply) => remember(queryClient, cardId, reply),
  });
}

export function useReorderPhotos(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhotoOrderBody) =>
      apiRequest<CardPhotoChangeReply>(`${photosPath(cardId)}/order`, {
        method: 'PUT',
        body: JSON.stringify(body),
      }),
    onSuccess: (reply) => remember(queryClient, cardId, reply),
    // A refused order (another tab changed the list): the list as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: photosKey(cardId) }),
  });
}

export function useDeletePhoto(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest<void>(`${photosPath(cardId)}/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey(cardId) }),
  });
}
