import type { Invitation } from '@shared/schemas/invitation';
import { apiRequest } from '@web/lib/api-client';

/**
 * The party's own invitation (name, phone, allowance, earlier answer)
 * for the token in its link. The token goes in the body, never in an address the server logs.
 * The server records the first open; a wrong or revoked token is a 404.
 */
export function getInvitation(cardId: string, token: string): Promise<Invitation> {
  return apiRequest(`/cards/${encodeURIComponent(cardId)}/invitation`, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}
