import type { SessionSeats } from '@shared/schemas/rsvp';
import { apiRequest } from '@web/lib/api-client';

/**
 * The seats left in each session of the majlis the guest may see (a party's, with its link's
 * token), for the RSVP form's "Penuh". Asked afresh each time: seats change with every answer,
 * and the server says `no-store`.
 */
export function getSessionSeats(cardId: string, invitation?: string): Promise<SessionSeats> {
  const query = invitation ? `?invitation=${encodeURIComponent(invitation)}` : '';
  return apiRequest(`/cards/${encodeURIComponent(cardId)}/seats${query}`, { cache: 'no-store' });
}
