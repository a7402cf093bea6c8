import { USHER_TOKEN_HEADER } from '@shared/schemas/check-in';
import { ApiRequestError, apiRequest } from '@web/lib/api-client';

/**
 * Who is at the door: an usher link's token (from the link's fragment), or null for the card's
 * owner or staff, whose session cookie goes with every call.
 */
export interface DoorAccess {
  cardId: string;
  token: string | null;
}

export const doorHeaders = (access: DoorAccess): Record<string, string> =>
  access.token ? { [USHER_TOKEN_HEADER]: access.token } : {};

/** A call under `/api/cards/:id/door…`, with the usher's token when there is one. */
export function doorRequest<T>(access: DoorAccess, path: string, init: RequestInit = {}) {
  return apiRequest<T>(`/cards/${encodeURIComponent(access.cardId)}/door${path}`, {
    ...init,
    headers: { ...doorHeaders(access), ...init.headers },
  });
}

/** The phone has no network (the fetch itself failed), as opposed to a refusal. */
export const isNetworkError = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 0;
